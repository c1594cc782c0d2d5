import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { LogCapture } from './test-app.js';

/** An email as a test reads it: recipient and the decoded message source. */
export interface ReceivedMail {
  to: string;
  source: string;
}

/** Undoes quoted-printable encoding (soft line breaks and =XX escapes) of a message source. */
function decodeQuotedPrintable(source: string): string {
  return source
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server on a random 127.0.0.1 port that keeps every message it receives. */
export class SmtpReceiver {
  readonly messages: ReceivedMail[] = [];
  private readonly server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const source = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
        for (const recipient of session.envelope.rcptTo)
          this.messages.push({ to: recipient.address, source });
        callback();
      });
    },
  });

  /** Starts listening and returns the SMTP_URL that reaches this server. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The links of one page (e.g. "verify-email") found in a text, in order. */
export function linksIn(text: string, page: string): URL[] {
  const pattern = new RegExp(`https?://[^\\s"<>]+/${page}\\?[^\\s"<>]+`, 'g');
  return [...text.matchAll(pattern)].map((match) => new URL(match[0].replace(/&amp;/g, '&')));
}

/** Where a test reads the emails the app sent: the SMTP receiver, or the app's log lines (outbox). */
export interface Mailbox {
  /** The link to `page` in the newest email to `to` that has one; throws when there is none. */
  latestLink(to: string, page: string): URL;
  /** How many emails went to `to`. */
  count(to: string): number;
}

/** Reads the emails a real SMTP server received. */
export function smtpMailbox(receiver: SmtpReceiver): Mailbox {
  const mailsTo = (to: string) => receiver.messages.filter((mail) => mail.to === to);
  return {
    latestLink(to, page) {
      const link = mailsTo(to)
        .flatMap((mail) => linksIn(mail.source, page))
        .at(-1);
      if (!link) throw new Error(`no ${page} email was received for ${to}`);
      return link;
    },
    count: (to) => mailsTo(to).length,
  };
}

interface MailLogLine {
  msg: string;
  level: number;
  mail?: { to: string; subject: string; link: string };
}

/** The "email kept in the outbox" log lines of an app, one per message. */
export function outboxLogLines(logs: LogCapture): MailLogLine[] {
  return logs.lines
    .map((line) => JSON.parse(line) as MailLogLine)
    .filter((line) => line.mail?.link !== undefined);
}

/** Reads the emails of an app without SMTP from its log (one info line per message with its link). */
export function outboxMailbox(logs: LogCapture): Mailbox {
  const mailsTo = (to: string) => outboxLogLines(logs).filter((line) => line.mail!.to === to);
  return {
    latestLink(to, page) {
      const link = mailsTo(to)
        .flatMap((line) => linksIn(line.mail!.link, page))
        .at(-1);
      if (!link) throw new Error(`no ${page} email was logged for ${to}`);
      return link;
    },
    count: (to) => mailsTo(to).length,
  };
}
