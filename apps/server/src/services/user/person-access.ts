import type { SignedInContext } from '../../context.js';
import { ensureCanActOnPerson, type PersonAction } from '../../policy/policy.js';
import { findPerson, type PersonRow } from '../../repositories/people.js';

export const personNotFoundMessage = 'User not found';

/**
 * The person `userId` once the policy allows the viewer `action` on them: 404 for someone they cannot see
 * (another organization's people, or a colleague for a plain member), 403 for a visible person they may not
 * act on.
 */
export async function personFor(
  context: SignedInContext,
  action: PersonAction,
  userId: string,
): Promise<PersonRow> {
  const person = await findPerson(context.db, userId);
  ensureCanActOnPerson(context.viewer, action, person, {
    notFound: personNotFoundMessage,
    forbidden: 'You cannot change this person',
  });
  return person as PersonRow;
}
