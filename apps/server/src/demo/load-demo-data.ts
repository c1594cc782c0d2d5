import type { Database } from '../db/database.js';
import { insertCredential } from '../repositories/credentials.js';
import { countUsers, insertUser } from '../repositories/users.js';
import type { CredentialCipher } from '../secrets/credential-cipher.js';
import { hashPassword } from '../services/auth/passwords.js';
import { demoAccounts, demoOrganization } from './demo-accounts.js';
import { demoCredentials, demoOrganizations, demoPeople, demoPeoplePassword } from './demo-people.js';

/**
 * Loads the demo organizations, one account of each kind of sign-in (active, emails verified) and people in
 * every state the screens show, with carrier credentials encrypted by `cipher`, into an empty database. Returns
 * false, changing nothing, when the database already has users.
 */
export async function loadDemoData(db: Database, cipher: CredentialCipher): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const hashes = await Promise.all(demoAccounts.map((account) => hashPassword(account.password)));
  const peopleHash = await hashPassword(demoPeoplePassword);
  await db.transaction(async (tx) => {
    for (const organization of demoOrganizations) {
      await tx.query(
        `INSERT INTO organizations (id, name, mapping_name, url, image, total_number_of_licenses, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          organization.id,
          organization.name,
          organization.mappingName,
          organization.url,
          organization.image,
          organization.totalNumberOfLicenses,
          organization.status,
        ],
      );
    }
    for (const [index, account] of demoAccounts.entries()) {
      await insertUser(tx, {
        id: account.id,
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        passwordHash: hashes[index]!,
        status: 'Active',
        role: account.organizationRole,
        isAdmin: account.isAdmin,
        emailVerified: true,
        organizationId: account.inDemoOrganization ? demoOrganization.id : null,
        isLicensed: account.isLicensed,
      });
    }
    for (const person of demoPeople) {
      await insertUser(tx, {
        ...person,
        passwordHash: person.status === 'Pending Invite' ? null : peopleHash,
      });
      await tx.query('UPDATE users SET group_name = $2, sub_group_name = $3 WHERE id = $1', [
        person.id,
        person.group,
        person.subGroup,
      ]);
    }
    for (const credential of demoCredentials) {
      // Each is added in the organization its owner belongs to, as the portal would.
      const owner = await tx.query<{ organizationId: string | null }>(
        'SELECT organization_id AS "organizationId" FROM users WHERE id = $1',
        [credential.userId],
      );
      const organizationId = owner.rows[0]?.organizationId ?? null;
      await insertCredential(
        tx,
        { userId: credential.userId, organizationId },
        {
          platform: credential.platform,
          username: credential.username,
          secret: cipher.encrypt(credential.password, credential.userId),
        },
      );
    }
  });
  return true;
}
