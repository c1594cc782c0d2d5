import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { importThroughApi } from '../helpers/import-jobs.js';
import { createOrganization, createStaff } from '../helpers/people.js';
import { createTestApp } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { ShippingModel } from './model.js';
import { loadReference } from './reference.js';
import { contractRows } from './scenario.js';

/** A test database with one client, its contract and a weather period, an admin, and the model beside them. */
export interface ModelClient {
  testDb: TestDatabase;
  db: Database;
  app: FastifyInstance;
  admin: string;
  organizationId: string;
  mappingName: string;
  /** The model of every file imported so far, under the reference data it was built with. */
  model: ShippingModel;
  /** By Control ID, the net each imported file bills each of its packages, in cents. */
  fileNets: Map<string, Map<string, number>>;
  /** Imports a file through POST /control-master/import and adds its text to the model. */
  importText(carrier: 'UPS' | 'FEDEX', fileName: string, text: string): Promise<string>;
  /** Builds `model` anew from every file imported so far, under the reference data stored now. */
  remodel(): Promise<void>;
}

export async function createModelClient(): Promise<ModelClient> {
  const testDb = await createTestDatabase();
  const db = testDb.db;
  const { app } = await createTestApp(db);
  const organizationId = await createOrganization(db, 'Model Freight Co');
  const mappingName = (
    await db.query<{ mapping_name: string }>('SELECT mapping_name FROM organizations WHERE id = $1', [
      organizationId,
    ])
  ).rows[0]!.mapping_name;
  await db.query('UPDATE organizations SET total_number_of_licenses = 10 WHERE id = $1', [organizationId]);
  const admin = (await createStaff(app, db, organizationId)).platformAdmin.access;
  for (const [carrier, sla, zoneFrom, zoneTo, weightFrom, weightTo, pct] of contractRows) {
    await db.query(
      `INSERT INTO contract_discounts (organization_id, carrier, sla_grouping, zone_from, zone_to, weight_from,
         weight_to, discount_pct) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [organizationId, carrier, sla, zoneFrom, zoneTo, weightFrom, weightTo, pct],
    );
  }
  // A weather period declared for UPS over a few days of the test's ship dates.
  await db.query(
    `INSERT INTO audit_exemptions (carrier, organization_id, starts_on, ends_on, reason)
     VALUES ('UPS', NULL, '2020-03-09', '2020-03-10', 'weather')`,
  );
  const fileNets = new Map<string, Map<string, number>>();
  const imported: { carrier: 'UPS' | 'FEDEX'; text: string; receivedOn: string }[] = [];
  const client: ModelClient = {
    testDb,
    db,
    app,
    admin,
    organizationId,
    mappingName,
    model: new ShippingModel(await loadReference(db), organizationId),
    fileNets,
    async importText(carrier, fileName, text) {
      const job = await importThroughApi(app, admin, mappingName, { fileName, text });
      expect(job.state, job.message).toBe('imported');
      const controlId = job.report!.controlId;
      // The day the file was received is the one fact the claim window needs that the text does not hold.
      const received = await db.query<{ day: string }>(
        `SELECT to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM invoice_files
         WHERE control_id = $1`,
        [controlId],
      );
      const receivedOn = received.rows[0]!.day;
      imported.push({ carrier, text, receivedOn });
      fileNets.set(controlId, client.model.addFile(carrier, text, receivedOn));
      return controlId;
    },
    async remodel() {
      client.model = new ShippingModel(await loadReference(db), organizationId);
      for (const file of imported) client.model.addFile(file.carrier, file.text, file.receivedOn);
    },
  };
  return client;
}
