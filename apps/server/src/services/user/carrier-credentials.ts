import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  deleteCredentialRow,
  insertCredential,
  listCredentials,
  updateCredentialFields,
  type CredentialFields,
} from '../../repositories/credentials.js';
import { personFor } from './person-access.js';

/** A carrier credential as the contract shows it, the password decrypted. */
export interface Credential {
  id: string;
  name: 'fedex' | 'ups';
  username: string;
  password: string;
}

/** The credential form: platform, username and password. */
export interface CredentialInput {
  name: 'fedex' | 'ups';
  username: string;
  password: string;
}

export const credentialNotFoundMessage = 'Credential not found';

/** Stored passwords that cannot be decrypted: their key is not configured, or a row was altered or moved. */
export class CredentialsUnreadableError extends Error {
  constructor(cause: unknown) {
    super('Carrier credentials could not be decrypted', { cause });
    this.name = 'CredentialsUnreadableError';
  }
}

/**
 * A person's credentials with their passwords decrypted; the caller has authorized the read. Throws
 * CredentialsUnreadableError when a password cannot be decrypted (database errors pass through as they are).
 */
export async function readCredentials(context: SignedInContext, userId: string): Promise<Credential[]> {
  const stored = await listCredentials(context.db, userId);
  try {
    return stored.map((credential) => ({
      id: credential.id,
      name: credential.platform,
      username: credential.username,
      password: context.credentials.decrypt(credential.secret, userId),
    }));
  } catch (error) {
    throw new CredentialsUnreadableError(error);
  }
}

function encryptedFields(context: SignedInContext, userId: string, input: CredentialInput): CredentialFields {
  const username = input.username.trim();
  if (!username) {
    throw new AppError('bad_request', 'Username is required', { username: 'Username is required' });
  }
  // The password is kept exactly as typed: spaces may be part of it.
  return { platform: input.name, username, secret: context.credentials.encrypt(input.password, userId) };
}

/** Adds a carrier credential to a person (themselves, their organization's admins, platform admins). */
export async function addCredential(
  context: SignedInContext,
  userId: string,
  input: CredentialInput,
): Promise<Credential> {
  await personFor(context, 'editProfile', userId);
  const id = await insertCredential(context.db, userId, encryptedFields(context, userId, input));
  return { id, name: input.name, username: input.username.trim(), password: input.password };
}

/** Replaces a person's credential `input.id`, encrypting the password anew; 404 when the person has no such one. */
export async function updateCredential(
  context: SignedInContext,
  userId: string,
  input: CredentialInput & { id: string },
): Promise<Credential> {
  await personFor(context, 'editProfile', userId);
  const found = await updateCredentialFields(
    context.db,
    userId,
    input.id,
    encryptedFields(context, userId, input),
  );
  if (!found) throw new AppError('not_found', credentialNotFoundMessage);
  return { id: input.id, name: input.name, username: input.username.trim(), password: input.password };
}

/** Deletes a person's credential; 404 when the person has no such one. */
export async function deleteCredential(
  context: SignedInContext,
  userId: string,
  credentialId: string,
): Promise<void> {
  await personFor(context, 'editProfile', userId);
  if (!(await deleteCredentialRow(context.db, userId, credentialId))) {
    throw new AppError('not_found', credentialNotFoundMessage);
  }
}
