import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { ownerScope } from '../../policy/policy.js';
import { findCredential } from '../../repositories/credentials.js';
import { recordAudit } from '../audit/record-audit.js';
import { credentialNotFoundMessage } from './carrier-credentials.js';
import { personFor } from './person-access.js';

export const unreadableCredentialMessage =
  'This password cannot be read: the key it was encrypted with is not configured';

/**
 * The password of one carrier credential, for those who may read it (ownerScope: the owner and platform
 * admins any of the owner's, an organization admin those added in their organization); 404 for any other or
 * unknown one. Each reveal is written to the audit log in the same transaction; one that fails writes nothing.
 */
export async function revealCredential(
  context: SignedInContext,
  userId: string,
  credentialId: string,
): Promise<{ password: string }> {
  const person = await personFor(context, 'read', userId);
  const scope = ownerScope(context.viewer, person);
  return context.transaction(async (tx) => {
    const credential = await findCredential(tx.db, scope, credentialId);
    if (!credential) throw new AppError('not_found', credentialNotFoundMessage);
    let password: string;
    try {
      password = tx.credentials.decrypt(credential.secret, userId);
    } catch (error) {
      tx.log.error({ err: error, credentialId }, 'a carrier password could not be decrypted');
      throw new AppError('internal', unreadableCredentialMessage);
    }
    await recordAudit(tx, {
      action: 'credential_revealed',
      subjectUserId: userId,
      organizationId: credential.organizationId,
      details: { credentialId, platform: credential.platform, username: credential.username },
    });
    return { password };
  });
}
