import type { Database } from '../db/database.js';
import { countUsers, insertUser } from '../repositories/users.js';
import { hashPassword } from '../services/auth/passwords.js';
import { demoAccounts, demoOrganization } from './demo-accounts.js';

/**
 * Loads the demo organization and one account of each kind (all active, emails verified) into an empty
 * database. Returns false, changing nothing, when the database already has users.
 */
export async function loadDemoData(db: Database): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const hashes = await Promise.all(demoAccounts.map((account) => hashPassword(account.password)));
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO organizations (id, name, mapping_name, url, image, total_number_of_licenses)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        demoOrganization.id,
        demoOrganization.name,
        demoOrganization.mappingName,
        demoOrganization.url,
        demoOrganization.image,
        demoOrganization.totalNumberOfLicenses,
      ],
    );
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
  });
  return true;
}
