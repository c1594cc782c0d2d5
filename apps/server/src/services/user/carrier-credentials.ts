import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { ownerScope, type PersonRef } from '../../policy/policy.js';
import {
  deleteCredentialRow,
  insertCredential,
  listCredentials,
  updateCredentialFields,
} from '../../repositories/credentials.js';
import { personFor } from './person-access.js';

/** A carrier credential as the contract shows it: never its password (see revealCredential). */
export interface Credential {
  id: string;
  name: 'fedex' | 'ups';
  username: string;
}

/** The credential form: platform, username and password. */
export interface CredentialInput {
  name: 'fedex' | 'ups';
  username: string;
  password: string;
}

/** The edit form: without `password` the stored one is kept. */
export interface CredentialUpdate {
  id: string;
  name: 'fedex' | 'ups';
  username: string;
  password?: string;
}

export const credentialNotFoundMessage = 'Credential not found';

/** The credentials of `person` that the viewer may see (ownerScope); the caller has checked the person. */
export async function readCredentials(context: SignedInContext, person: PersonRef): Promise<Credential[]> {
  const stored = await listCredentials(context.db, ownerScope(context.viewer, person));
  return stored.map(({ id, platform, username }) => ({ id, name: platform, username }));
}

function requiredUsername(username: string): string {
  const trimmed = username.trim();
  if (!trimmed)
    throw new AppError('bad_request', 'Username is required', { username: 'Username is required' });
  return trimmed;
}

/**
 * Adds a carrier credential to a person (themselves, their organization's admins, platform admins), in the
 * organization the person belongs to now.
 */
export async function addCredential(
  context: SignedInContext,
  userId: string,
  input: CredentialInput,
): Promise<Credential> {
  const person = await personFor(context, 'editProfile', userId);
  const username = requiredUsername(input.username);
  // The password is kept exactly as typed: spaces may be part of it.
  const secret = context.credentials.encrypt(input.password, userId);
  const id = await insertCredential(context.db, person, { platform: input.name, username, secret });
  return { id, name: input.name, username };
}

/**
 * Edits a person's credential `input.id`: a password sent is encrypted anew, none keeps the stored one. 404 when
 * the person has no such credential the viewer may see.
 */
export async function updateCredential(
  context: SignedInContext,
  userId: string,
  input: CredentialUpdate,
): Promise<Credential> {
  const person = await personFor(context, 'editProfile', userId);
  const username = requiredUsername(input.username);
  const secret =
    input.password === undefined ? undefined : context.credentials.encrypt(input.password, userId);
  const found = await updateCredentialFields(context.db, ownerScope(context.viewer, person), input.id, {
    platform: input.name,
    username,
    secret,
  });
  if (!found) throw new AppError('not_found', credentialNotFoundMessage);
  return { id: input.id, name: input.name, username };
}

/** Deletes a person's credential; 404 when the person has no such credential the viewer may see. */
export async function deleteCredential(
  context: SignedInContext,
  userId: string,
  credentialId: string,
): Promise<void> {
  const person = await personFor(context, 'editProfile', userId);
  if (!(await deleteCredentialRow(context.db, ownerScope(context.viewer, person), credentialId))) {
    throw new AppError('not_found', credentialNotFoundMessage);
  }
}
