import { carrierName } from '@waybill/api-client/vocabulary';
import type { MailMessage } from './mailer.js';

/** Dollars as the refund mails write them: $1,234.50. */
const dollars = (amount: string | number) =>
  `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A link to a page of the portal under PUBLIC_URL (never the request's Host header, which a caller controls),
 * keeping any path prefix PUBLIC_URL has.
 */
export function portalLink(publicUrl: URL, page: string, query: Record<string, string>): string {
  const base = publicUrl.href.endsWith('/') ? publicUrl.href : `${publicUrl.href}/`;
  const url = new URL(page, base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

interface Layout {
  greeting: string;
  paragraphs: string[];
  action: string;
  link: string;
  footer: string;
}

function plainText({ greeting, paragraphs, link, footer }: Layout): string {
  return [greeting, ...paragraphs, link, footer].join('\n\n') + '\n';
}

function html({ greeting, paragraphs, action, link, footer }: Layout): string {
  const href = escapeHtml(link);
  return [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(action)}</a></p>`,
    `<p style="font-size: 13px; color: #6b7280">If the button does not work, open this address: ${href}</p>`,
    `<p style="font-size: 13px; color: #6b7280">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
}

function message(kind: MailMessage['kind'], to: string, subject: string, layout: Layout): MailMessage {
  return { kind, to, subject, text: plainText(layout), html: html(layout), link: layout.link };
}

/** The email that verifies the address of a new account (link valid 24 hours). */
export function verificationMail(input: { to: string; firstName: string; publicUrl: URL; token: string }) {
  const link = portalLink(input.publicUrl, 'verify-email', { token: input.token, email: input.to });
  return message('verify_email', input.to, 'Verify your Waybill email address', {
    greeting: `Hello ${input.firstName},`,
    paragraphs: ['Please verify your email address by opening this link within 24 hours:'],
    action: 'Verify email address',
    link,
    footer: 'If you did not create a Waybill account, you can ignore this email.',
  });
}

/** The email that invites a person to create their account (link valid 7 days). */
export function invitationMail(input: {
  to: string;
  inviterName: string;
  organizationName: string | null;
  publicUrl: URL;
  token: string;
}) {
  const link = portalLink(input.publicUrl, 'accept-invitation', { email: input.to, token: input.token });
  const where = input.organizationName ? `${input.organizationName} on Waybill` : 'Waybill';
  return message('invitation', input.to, `You are invited to join ${where}`, {
    greeting: 'Hello,',
    paragraphs: [
      `${input.inviterName} invited you to join ${where}.`,
      'Open this link within 7 days to create your account:',
    ],
    action: 'Accept invitation',
    link,
    footer: 'If you did not expect this invitation, you can ignore this email.',
  });
}

/** The email with a password reset link (valid 1 hour). */
export function resetPasswordMail(input: { to: string; firstName: string; publicUrl: URL; token: string }) {
  const link = portalLink(input.publicUrl, 'reset-password', { token: input.token, email: input.to });
  return message('reset_password', input.to, 'Reset your Waybill password', {
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      'Someone asked to reset the password of your Waybill account. Open this link within 1 hour:',
    ],
    action: 'Reset password',
    link,
    footer:
      'If you did not ask for this, you can ignore this email; your password stays the same. Resetting it signs you out everywhere.',
  });
}

/** The email to the owner of an address someone tried to register again (the page answered as for a new one). */
export function registrationAttemptMail(input: { to: string; firstName: string; publicUrl: URL }) {
  const link = portalLink(input.publicUrl, 'login', {});
  return message('registration_attempt', input.to, 'Someone tried to register with your Waybill address', {
    greeting: `Hello ${input.firstName || 'there'},`,
    paragraphs: [
      'Someone tried to register a new Waybill account with this address, which already has one.',
      'If it was you, sign in, or use "Forgot password" on the sign-in page to reset your password:',
    ],
    action: 'Sign in',
    link,
    footer: 'If it was not you, you can ignore this email; nothing has changed on your account.',
  });
}

/**
 * The email to the owner of an account when someone outside its organization invites the address: the inviter is
 * answered as for a new address and learns nothing, the owner learns who tried.
 */
export function invitationAttemptMail(input: {
  to: string;
  firstName: string;
  inviterName: string;
  organizationName: string | null;
  publicUrl: URL;
}) {
  const link = portalLink(input.publicUrl, 'login', {});
  const where = input.organizationName ? `${input.organizationName} on Waybill` : 'Waybill';
  return message('invitation_attempt', input.to, `You were invited to join ${where}`, {
    greeting: `Hello ${input.firstName || 'there'},`,
    paragraphs: [
      `${input.inviterName} invited this address to join ${where}, but it already has a Waybill account, so no invitation was made.`,
      'If you want to join, sign in and ask a Waybill administrator to move your account:',
    ],
    action: 'Sign in',
    link,
    footer: 'If you did not expect this, you can ignore this email; nothing has changed on your account.',
  });
}

/** One refund the deadline digest names: a package not claimed yet, or a claim in a batch not submitted yet. */
export interface ClosingRefund {
  trackingNumber: string;
  organizationName: string;
  carrier: 'UPS' | 'FEDEX';
  lastClaimDay: string;
  /** Dollars, as the claim file writes them. */
  amount: string;
  /** The open batch that holds its claim; null when it is not claimed yet. */
  batchId: number | null;
}

/** The most refunds the digest lists one by one; the rest are counted. */
export const digestListLimit = 30;

/**
 * The daily digest to a platform admin of the refunds whose claim window closes within `days` days: those not
 * claimed yet, and the claims of batches not submitted yet, the window closing first.
 */
export function refundDeadlinesMail(input: {
  to: string;
  firstName: string;
  publicUrl: URL;
  days: number;
  refunds: ClosingRefund[];
  total: number;
  totalAmount: string;
}) {
  const link = portalLink(input.publicUrl, 'refund-claims', { expiringWithinDays: String(input.days) });
  const lines = input.refunds
    .slice(0, digestListLimit)
    .map(
      (refund) =>
        `${refund.lastClaimDay}: ${refund.trackingNumber} (${carrierName(refund.carrier)}, ${refund.organizationName}), ` +
        `${dollars(refund.amount)}${refund.batchId === null ? ', not claimed yet' : `, in batch ${refund.batchId} not submitted yet`}`,
    );
  const more = input.total - lines.length;
  const refunds = input.total === 1 ? '1 late package' : `${input.total} late packages`;
  return message(
    'refund_deadlines',
    input.to,
    `Refund claims closing within ${input.days} days: ${refunds}, ${dollars(input.totalAmount)}`,
    {
      greeting: `Hello ${input.firstName || 'there'},`,
      paragraphs: [
        `The claim window of ${refunds} closes within ${input.days} days; ${dollars(input.totalAmount)} can be claimed for them until then, the window closing first:`,
        ...lines,
        ...(more > 0 ? [`And ${more} more.`] : []),
      ],
      action: 'Open Refund Claims',
      link,
      footer:
        'You receive this digest as a Waybill platform admin, on the days a claim window is about to close.',
    },
  );
}

const removedLink = '[link removed after delivery]';

/** The text and HTML of a message without its link: what the outbox keeps once the message is delivered. */
export function withoutLink(mail: MailMessage): Pick<MailMessage, 'text' | 'html'> {
  return {
    text: mail.text.split(mail.link).join(removedLink),
    html: mail.html.split(escapeHtml(mail.link)).join(removedLink),
  };
}

/** A refund a carrier credited, as the monthly statement lists it. */
export interface CreditedRefund {
  trackingNumber: string;
  carrier: 'UPS' | 'FEDEX';
  amount: string;
  invoiceNumber: string;
  invoiceDate: string;
  claimed: boolean;
}

/**
 * The monthly statement to an organization's admins of the refunds carriers credited it in `month` (the invoices
 * dated in it), with the claims submitted for it that month.
 */
export function refundStatementMail(input: {
  to: string;
  firstName: string;
  publicUrl: URL;
  organizationName: string;
  /** Its name, as "November 2026". */
  monthName: string;
  credits: CreditedRefund[];
  submitted: { claims: number; amount: string } | undefined;
}) {
  const link = portalLink(input.publicUrl, 'dashboard/refunds', {});
  const cents = (amount: string) => Math.round(Number(amount) * 100);
  const totalCents = input.credits.reduce((sum, credit) => sum + cents(credit.amount), 0);
  const unasked = input.credits.filter((credit) => !credit.claimed);
  const refunds = input.credits.length === 1 ? '1 refund' : `${input.credits.length} refunds`;
  const lines = input.credits
    .slice(0, digestListLimit)
    .map(
      (credit) =>
        `${credit.trackingNumber} (${carrierName(credit.carrier)}): ${dollars(credit.amount)} ` +
        `on invoice ${credit.invoiceNumber} of ${credit.invoiceDate}${credit.claimed ? '' : ', paid without a claim'}`,
    );
  const more = input.credits.length - lines.length;
  const submitted = input.submitted
    ? `${input.submitted.claims === 1 ? '1 claim' : `${input.submitted.claims} claims`} for ` +
      `${dollars(input.submitted.amount)} went to the carriers in ${input.monthName}.`
    : `No claim went to the carriers in ${input.monthName}.`;
  return message(
    'refund_statement',
    input.to,
    `Refunds recovered for ${input.organizationName} in ${input.monthName}: ${dollars(totalCents / 100)}`,
    {
      greeting: `Hello ${input.firstName || 'there'},`,
      paragraphs: [
        input.credits.length === 0
          ? `The carriers credited no late-delivery refund to ${input.organizationName} in ${input.monthName}.`
          : `The carriers credited ${refunds} for late deliveries to ${input.organizationName} in ${input.monthName}, ` +
            `${dollars(totalCents / 100)} in all` +
            (unasked.length > 0 ? `, ${unasked.length} of them paid without a claim:` : ':'),
        ...lines,
        ...(more > 0 ? [`And ${more} more.`] : []),
        submitted,
      ],
      action: 'Open the Refunds dashboard',
      link,
      footer: `You receive this statement once a month as an admin of ${input.organizationName} in Waybill.`,
    },
  );
}
