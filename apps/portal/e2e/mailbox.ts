import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';

/** The port of the SMTP receiver the server under test sends its mail to. */
export const SMTP_PORT = 18025;

/** Where the receiver keeps the mails, one JSON line each, for the test workers to read. */
const mailboxFile = path.resolve(import.meta.dirname, '../test-results/mailbox.jsonl');

type ReceivedMail = { to: string; source: string };

/** Undoes quoted-printable encoding (soft line breaks and =XX escapes) of a message source. */
function decodeQuotedPrintable(source: string): string {
  return source
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Starts a real SMTP server on 127.0.0.1:SMTP_PORT that files every mail it receives; resolves to its `close`. */
export async function startSmtpReceiver(): Promise<() => Promise<void>> {
  mkdirSync(path.dirname(mailboxFile), { recursive: true });
  writeFileSync(mailboxFile, '');
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const source = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
        for (const recipient of session.envelope.rcptTo) {
          appendFileSync(mailboxFile, `${JSON.stringify({ to: recipient.address, source })}\n`);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', resolve);
  });
  return () => new Promise((resolve) => server.close(() => resolve()));
}

/**
 * The path and query of the newest link to `page` (e.g. 'verify-email') mailed to `to`, or undefined when no
 * such mail has arrived yet.
 */
export function latestMailedLink(to: string, page: string): string | undefined {
  const pattern = new RegExp(`https?://[^\\s"<>]+/${page}\\?[^\\s"<>]+`, 'g');
  const mails = readFileSync(mailboxFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail)
    .filter((mail) => mail.to === to);
  const link = mails.flatMap((mail) => [...mail.source.matchAll(pattern)].map((match) => match[0])).at(-1);
  if (!link) return undefined;
  const url = new URL(link.replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

/** Waits for the mail to `to` with a link to `page`, and returns that link's path and query. */
export async function mailedLink(to: string, page: string): Promise<string> {
  await expect.poll(() => latestMailedLink(to, page), { message: `a ${page} mail to ${to}` }).toBeTruthy();
  return latestMailedLink(to, page) as string;
}
