import type { SignedInContext } from '../../context.js';
import type { PersonRow } from '../../repositories/people.js';
import { readCredentials, type Credential } from './carrier-credentials.js';
import { personFor } from './person-access.js';

/**
 * A person with the carrier credentials the viewer may see, without their passwords (only the person, their
 * organization's admins and platform admins can see the person at all; `revealCredential` reads a password).
 */
export async function getUser(
  context: SignedInContext,
  userId: string,
): Promise<PersonRow & { credentials: Credential[] }> {
  const person = await personFor(context, 'read', userId);
  return { ...person, credentials: await readCredentials(context, person) };
}
