import type { Person, Role } from '@waybill/api-client';
import type { BadgeTone } from '@waybill/ui';

/** The role's label (SPEC §6: admin is labelled Organization Admin). */
export function roleLabel(role: Role): string {
  return role === 'admin' ? 'Organization Admin' : 'User';
}

/** A person's full name, or their email while they have no name yet (a pending invitation). */
export function fullName(person: Pick<Person, 'firstName' | 'lastName' | 'email'>): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}

const joinedOnFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A `yyyy-MM-dd` day in the product's date format ('LLL dd, y', e.g. 'Mar 05, 2025'); empty for none. */
export function formatDay(day: string | null): string {
  if (!day) return '';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : joinedOnFormat.format(date);
}

/** The badge colour of a person's status. */
export function statusTone(status: Person['status']): BadgeTone {
  if (status === 'Active') return 'success';
  if (status === 'Pending Invite') return 'warning';
  return 'neutral';
}

/**
 * An email with everything between its first 3 characters and the domain hidden (SPEC §9), e.g.
 * 'olivia@northwind.test' -> 'oli***@northwind.test'.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at === -1 ? email : email.slice(0, at);
  const domain = at === -1 ? '' : email.slice(at);
  const kept = local.slice(0, 3);
  return `${kept}${'*'.repeat(local.length - kept.length)}${domain}`;
}

/** The platform's label in the credential form and table. */
export function platformLabel(name: 'fedex' | 'ups'): string {
  return name === 'fedex' ? 'Fedex' : 'UPS';
}
