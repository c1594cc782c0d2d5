import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A new random secret token (256 bits, base64url). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The form in which a token is stored: sha256, hex. A token is random, so a plain hash suffices. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Derives a token from a secret the caller holds and a nonce the server stored. Rotating a refresh token derives
 * its successors this way, so every concurrent refresh presenting the same token computes the same successor,
 * while neither the stolen nonce (database) nor the old token alone is enough to produce it.
 */
export function deriveToken(secret: string, nonce: string, purpose: 'refresh' | 'access'): string {
  return createHmac('sha256', secret).update(`${purpose}:${nonce}`).digest('base64url');
}
