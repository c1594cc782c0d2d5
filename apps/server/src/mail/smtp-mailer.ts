import nodemailer, { type Transporter } from 'nodemailer';
import type { DeliveryOutcome, MailMessage, Mailer } from './mailer.js';

// A request waits for its email, so an unreachable server must fail well within the request timeout (30 s).
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/** Sends mail through an SMTP server (nodemailer), e.g. smtp://user:pass@mail.example.com:587. */
export class SmtpMailer implements Mailer {
  readonly transport = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: URL,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport({ url: smtpUrl.href, ...timeouts });
  }

  async deliver(message: MailMessage): Promise<DeliveryOutcome> {
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    return 'sent';
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
