import { startSmtpReceiver } from './mailbox';

/** Receives the server's mail for the whole run; the returned function stops the receiver afterwards. */
export default async function globalSetup() {
  return startSmtpReceiver();
}
