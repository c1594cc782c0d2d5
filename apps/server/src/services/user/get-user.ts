import type { SignedInContext } from '../../context.js';
import type { PersonRow } from '../../repositories/people.js';
import { CredentialsUnreadableError, readCredentials, type Credential } from './carrier-credentials.js';
import { personFor } from './person-access.js';

/**
 * A person with their carrier credentials (passwords in plain text: only the person, their organization's admins
 * and platform admins can see the person at all). When a password cannot be decrypted (its key is not
 * configured), the person comes without `credentials` and the failure is logged: the portal then shows its
 * 'Error loading credentials' text instead of the whole page failing.
 */
export async function getUser(
  context: SignedInContext,
  userId: string,
): Promise<PersonRow & { credentials?: Credential[] }> {
  const person = await personFor(context, 'read', userId);
  try {
    return { ...person, credentials: await readCredentials(context, userId) };
  } catch (error) {
    if (!(error instanceof CredentialsUnreadableError)) throw error;
    context.log.error({ err: error.cause, userId }, 'carrier credentials could not be read');
    return person;
  }
}
