import type { Database } from '../../db/database.js';
import { shippingTables } from '../../repositories/shipping-maintenance.js';

/** Makes sure `count` extra client organizations exist (SCALE_CLIENT_001 …), for data sets of many files. */
export async function ensureScaleClients(db: Database, count: number): Promise<void> {
  for (let index = 1; index <= count; index += 1) {
    const number = String(index).padStart(3, '0');
    await db.query(
      `INSERT INTO organizations (name, mapping_name, url)
       SELECT $1, $2, $3
       WHERE NOT EXISTS (SELECT 1 FROM organizations WHERE lower(mapping_name) = lower($2))`,
      [`Scale Client ${number}`, `SCALE_CLIENT_${number}`, `https://scale-client-${number}.example.com`],
    );
  }
}

/**
 * Removes every invoice file and what came with it (invoices, packages, charges, summaries), the contract
 * discounts and the demo's own exemption periods, so that demo shipments can be loaded afresh.
 */
export async function removeShippingData(db: Database): Promise<void> {
  await db.exec(`
    TRUNCATE ${shippingTables.join(', ')}, contract_discounts;
    DELETE FROM audit_exemptions WHERE note = 'Winter storm (demo data)';
    ALTER SEQUENCE invoice_file_number RESTART;
    ALTER SEQUENCE packages_id_seq RESTART`);
}
