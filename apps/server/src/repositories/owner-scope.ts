import type { OwnerScope } from '../policy/policy.js';

/**
 * The rows of a table of a person's things (documents, carrier credentials: `user_id` and `organization_id`)
 * that an owner scope holds, as the condition's SQL over parameters $1 and $2 and the values of those two.
 */
export const inOwnerScope = 'user_id = $1 AND ($2::uuid IS NULL OR organization_id = $2::uuid)';

export function ownerScopeParams(scope: OwnerScope): [string, string | null] {
  return [scope.ownerId, scope.organizationId];
}
