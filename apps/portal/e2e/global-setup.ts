import { DEMO_FILES_DIR_VARIABLE, writeDemoFilesOf } from './demo-files';
import { startSmtpReceiver } from './mailbox';

/**
 * Receives the server's mail for the whole run, and writes the demo carrier files of Bluebird Supply Co. for the
 * dashboard flow to read; the returned function stops the receiver and removes the files afterwards.
 */
export default async function globalSetup() {
  const stopReceiver = await startSmtpReceiver();
  const demoFiles = await writeDemoFilesOf('BLUEBIRD_SUPPLY');
  process.env[DEMO_FILES_DIR_VARIABLE] = demoFiles.directory;
  return async () => {
    await stopReceiver();
    await demoFiles.remove();
  };
}
