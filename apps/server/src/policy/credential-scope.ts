import { AppError } from '../errors.js';
import { canSeePerson, type PersonRef } from './policy.js';
import type { Viewer } from './viewer.js';

declare const credentialScopeBrand: unique symbol;

/**
 * The carrier credentials of one person that a viewer may read, reveal, edit or delete, produced only by
 * `credentialScope`. Repositories over credentials take it, never ids from the request.
 */
export type CredentialScope = {
  readonly ownerId: string;
  /** Only credentials added while the owner belonged to this organization; null for all of the owner's. */
  readonly organizationId: string | null;
} & { readonly [credentialScopeBrand]: true };

export const credentialOwnerNotFoundMessage = 'User not found';

/**
 * Which of `owner`'s carrier credentials the viewer may act on, by the rules of documents (`documentScope`):
 * platform admins and the owner all of them; an organization admin only those added while the owner belonged to
 * their organization, so a person who moves does not carry the old organization's carrier sign-ins into the new
 * one's view. Throws 404 for an owner the viewer cannot see, exactly as for one that does not exist.
 */
export function credentialScope(viewer: Viewer, owner: PersonRef | undefined): CredentialScope {
  if (!owner || !canSeePerson(viewer, owner)) throw new AppError('not_found', credentialOwnerNotFoundMessage);
  const everything = viewer.isAdmin || viewer.userId === owner.userId;
  return {
    ownerId: owner.userId,
    organizationId: everything ? null : viewer.organizationId,
  } as CredentialScope;
}
