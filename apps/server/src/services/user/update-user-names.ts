import type { SignedInContext } from '../../context.js';
import { findPerson, updatePerson, type PersonRow } from '../../repositories/people.js';
import { personFor } from './person-access.js';
import { requiredName } from './person-names.js';

/** Changes a person's first and last name (themselves, their organization's admins, platform admins). */
export async function updateUserNames(
  context: SignedInContext,
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<PersonRow> {
  await personFor(context, 'editProfile', userId);
  await updatePerson(context.db, userId, {
    firstName: requiredName(names.firstName, 'firstName'),
    lastName: requiredName(names.lastName, 'lastName'),
  });
  return (await findPerson(context.db, userId))!;
}
