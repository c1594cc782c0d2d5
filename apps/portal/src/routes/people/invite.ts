import type { FieldErrors } from '../../lib/form-fields';

// A basic shape check, as on the sign-in form; the server is the authority on what an address accepts.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The addresses of the comma-separated Emails field: trimmed, without empty entries or repeats. */
export function parseEmails(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((email) => email.trim())
        .filter(Boolean),
    ),
  ];
}

/** The Emails field's rules: at least one address (SPEC §5), each of a basic email shape. */
export function validateEmails(text: string): FieldErrors<'emails'> {
  const emails = parseEmails(text);
  if (emails.length === 0) return { emails: 'At least one email is required' };
  if (emails.some((email) => !emailPattern.test(email))) {
    return { emails: 'Entered value does not match email format' };
  }
  return {};
}

/** The Organization choice meaning "no organization" (platform admins only). */
export const NO_ORGANIZATION = 'none';
