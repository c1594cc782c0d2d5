import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { insertCredential } from '../../src/repositories/credentials.js';
import { insertContractDiscount } from '../../src/repositories/contract-discounts.js';
import { insertDeliveryCommitment } from '../../src/repositories/delivery-commitments.js';
import { insertGuaranteeWaiver } from '../../src/repositories/guarantee-waivers.js';
import { insertChargeRule } from '../../src/repositories/charge-rules.js';
import { insertReferenceDataChange } from '../../src/repositories/reference-data-changes.js';
import { insertServiceRule } from '../../src/repositories/service-rules.js';
import { insertUser } from '../../src/repositories/users.js';
import { operationHandlers } from '../../src/routes/index.js';
import { hashPassword } from '../../src/services/auth/passwords.js';
import {
  acceptsPending,
  authorizationMatrix,
  matrixContractDiscount,
  matrixDeliveryCommitment,
  matrixGuaranteeWaiver,
  matrixChargeRule,
  matrixServiceRule,
  personas,
  type MatrixRequest,
  type MatrixWorld,
  type Persona,
  type Scope,
  type WorldPerson,
} from '../authorization-matrix.js';
import { contractOperations } from '../helpers/contract-operations.js';
import { finishedImportJob } from '../helpers/import-jobs.js';
import { carrierFile } from '../helpers/invoice-files.js';
import { insertClaimBatchOfOne, insertRefundEligiblePackage } from '../helpers/refund-claims.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { createTestApp, portalHeaders, signIn, uniqueEmail } from '../helpers/test-app.js';
import {
  createOrganization,
  createPerson,
  insertPerson,
  setLicenses,
  testPassword,
} from '../helpers/people.js';

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;
let dataDir: string;
let world: MatrixWorld;
const callers: Partial<Record<Persona, WorldPerson>> = {};

const boundary = 'waybill-matrix-boundary';
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(256, 7),
]);

function file(part: { filename: string; type: string; bytes: Buffer }) {
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.type}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function send(request: MatrixRequest, access: string | undefined) {
  return app.inject({
    method: request.method,
    url: `/api/v1${request.url}`,
    headers: { ...portalHeaders, ...request.headers },
    ...(access ? { cookies: { waybill_session: access } } : {}),
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  });
}

const scopes: readonly Scope[] = ['own', 'other', 'placedPlatformAdmin'];
type OrganizationScope = 'own' | 'other';
/** The organization of a scope: a platform admin is placed in the own organization. */
const organizationOf = (scope: Scope): OrganizationScope => (scope === 'other' ? 'other' : 'own');

/** Builds the two organizations, the callers, and per organization a colleague with an avatar and a document. */
async function buildWorld(): Promise<MatrixWorld> {
  const organizations: Record<OrganizationScope, { id: string; mappingName: string }> = {
    own: { id: await createOrganization(db, 'Northwind Outfitters'), mappingName: '' },
    other: { id: await createOrganization(db, 'Contoso Parcels'), mappingName: '' },
  };
  for (const organization of Object.values(organizations)) {
    await setLicenses(db, organization.id, 1000);
    const row = await db.query<{ mapping_name: string }>(
      'SELECT mapping_name FROM organizations WHERE id = $1',
      [organization.id],
    );
    organization.mappingName = row.rows[0]!.mapping_name;
  }
  const ownId = organizations.own.id;
  callers.platformAdmin = await createPerson(app, db, {
    firstName: 'Ada',
    organizationId: null,
    role: 'user',
    isAdmin: true,
  });
  callers.organizationAdmin = await createPerson(app, db, {
    firstName: 'Olivia',
    organizationId: ownId,
    role: 'admin',
  });
  callers.member = await createPerson(app, db, { firstName: 'Marco', organizationId: ownId, role: 'user' });
  callers.memberWithoutOrganization = await createPerson(app, db, {
    firstName: 'Nina',
    organizationId: null,
    role: 'user',
  });
  // The dashboards need a license: the member and the organization admin hold one.
  await db.query('UPDATE users SET is_licensed = true WHERE id = ANY($1::uuid[])', [
    [callers.member.userId, callers.organizationAdmin.userId],
  ]);

  const colleagues = {} as Record<Scope, WorldPerson>;
  const documents = {} as Record<Scope, string>;
  for (const scope of scopes) {
    const colleague = await createPerson(app, db, {
      firstName: 'Colin',
      organizationId: organizations[organizationOf(scope)].id,
      role: 'user',
      isAdmin: scope === 'placedPlatformAdmin',
    });
    colleagues[scope] = colleague;
    const avatar = await send(
      {
        method: 'POST',
        url: `/user/upload-avatar/${colleague.userId}`,
        ...file({ filename: 'a.png', type: 'image/png', bytes: png }),
      },
      colleague.access,
    );
    expect(avatar.statusCode, avatar.body).toBe(200);
    const document = await send(
      {
        method: 'POST',
        url: '/user/upload-file',
        ...file({ filename: 'rates.csv', type: 'text/csv', bytes: Buffer.from('zone,rate\n2,8.15\n') }),
      },
      colleague.access,
    );
    expect(document.statusCode, document.body).toBe(201);
    documents[scope] = document.json<{ id: string }>().id;
  }

  const invoiceFile = (scope: Scope) => {
    const generated = carrierFile(
      'UPS',
      { name: organizationOf(scope), mappingName: organizations[organizationOf(scope)].mappingName },
      { packages: 3 },
    );
    return file({ filename: generated.fileName, type: 'text/csv', bytes: Buffer.from(generated.text) });
  };
  const controlIds = {} as Record<OrganizationScope, string>;
  const importJobIds = {} as Record<OrganizationScope, string>;
  for (const scope of ['own', 'other'] as const) {
    const imported = await send(
      {
        method: 'POST',
        url: `/control-master/import?client=${organizations[scope].mappingName}`,
        ...invoiceFile(scope),
      },
      callers.platformAdmin.access,
    );
    expect(imported.statusCode, imported.body).toBe(202);
    importJobIds[scope] = imported.json<{ jobId: string }>().jobId;
    const job = await finishedImportJob(app, callers.platformAdmin.access, importJobIds[scope]);
    expect(job.state, job.message).toBe('imported');
    controlIds[scope] = job.report!.controlId;
  }

  /** A reference table's CSV export, as a platform admin downloads it. */
  const exported = async (url: string) => {
    const response = await send({ method: 'GET', url }, callers.platformAdmin!.access);
    expect(response.statusCode, response.body).toBe(200);
    return response.rawPayload;
  };

  const passwordHash = await hashPassword(testPassword);
  return {
    organizationId: (scope) => organizations[organizationOf(scope)].id,
    mappingName: (scope) => organizations[organizationOf(scope)].mappingName,
    colleague: (scope) => colleagues[scope],
    documentId: (scope) => documents[scope],
    newPerson: (scope) =>
      insertPerson(db, {
        organizationId: scope === 'none' ? null : organizations[organizationOf(scope)].id,
        isAdmin: scope === 'placedPlatformAdmin',
      }),
    newInvitation: (scope) =>
      insertPerson(db, {
        organizationId: organizations[organizationOf(scope)].id,
        firstName: '',
        status: 'Pending Invite',
        emailVerified: false,
      }),
    newCredential: (userId, organizationId) =>
      insertCredential(
        db,
        { userId, organizationId },
        {
          platform: 'fedex',
          username: 'matrix',
          secret: app.credentialCipher.encrypt('matrix password', userId),
        },
      ),
    async newAccount() {
      const email = uniqueEmail('account');
      await insertUser(db, { firstName: 'A', lastName: 'B', email, passwordHash, emailVerified: true });
      return { email, password: testPassword };
    },
    async newSession(persona) {
      const caller = callers[persona];
      return caller ? (await signIn(app, caller.email, testPassword)).access : undefined;
    },
    newEmail: () => uniqueEmail('matrix'),
    newMappingName: () => `MATRIX_${randomUUID().slice(0, 8).toUpperCase()}`,
    file,
    png,
    controlId: (scope) => controlIds[organizationOf(scope)],
    importJobId: (scope) => importJobIds[organizationOf(scope)],
    newInvoiceFile: invoiceFile,
    newServiceRule: () => insertServiceRule(db, matrixServiceRule()),
    newChargeRule: () => insertChargeRule(db, matrixChargeRule()),
    async newReferenceDataChange() {
      const id = randomUUID();
      await insertReferenceDataChange(db, {
        id,
        operation: 'deleteChargeRule',
        input: {},
        requestedBy: null,
        sourceAddress: null,
        requestedAt: new Date(),
      });
      return id;
    },
    chargeMapFile: () => exported('/reference-data/charge-rules.csv'),
    newDeliveryCommitment: () => insertDeliveryCommitment(db, matrixDeliveryCommitment()),
    serviceMapFile: () => exported('/reference-data/service-rules.csv'),
    deliveryCommitmentsFile: () => exported('/reference-data/delivery-commitments.csv'),
    newContractDiscount: (scope) =>
      insertContractDiscount(db, organizations[organizationOf(scope)].id, matrixContractDiscount()),
    newGuaranteeWaiver: () => insertGuaranteeWaiver(db, matrixGuaranteeWaiver(null)),
    newRefundEligiblePackage: (scope) =>
      insertRefundEligiblePackage(db, organizations[organizationOf(scope)].id),
    newClaimBatch: (scope, state) =>
      insertClaimBatchOfOne(db, organizations[organizationOf(scope)].id, state),
    async contractDiscountsFile(scope) {
      const organizationId = organizations[organizationOf(scope)].id;
      await insertContractDiscount(db, organizationId, matrixContractDiscount());
      return exported(`/reference-data/organizations/${organizationId}/contract-discounts.csv`);
    },
    async frameToken(persona, scope, kind) {
      const caller = callers[persona];
      if (!caller) return undefined;
      const response = await send(
        {
          method: 'GET',
          url: `/organization/dashboard?pathType=${kind}&mappingName=${organizations[organizationOf(scope)].mappingName}`,
        },
        caller.access,
      );
      if (response.statusCode !== 200) return undefined;
      return new URL(response.json<{ url: string }>().url, 'http://portal').hash.replace(/^#token=/, '');
    },
  };
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-matrix-'));
  ({ app } = await createTestApp(db, { env: { DATA_DIR: dataDir } }));
  world = await buildWorld();
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the authorization matrix', () => {
  it('has a row for every operation of the contract, and none for anything else', () => {
    const operations = contractOperations()
      .map((operation) => operation.operationId)
      .sort();
    expect(Object.keys(authorizationMatrix).sort()).toEqual(operations);
  });

  it(
    'is what the real server answers, for every operation, caller and organization',
    { timeout: 300_000 },
    async () => {
      const mismatches: string[] = [];
      for (const [operationId, row] of Object.entries(authorizationMatrix)) {
        const built = operationId in operationHandlers;
        for (const scope of scopes) {
          const statuses = row[scope];
          if (!statuses) continue;
          for (const [index, persona] of personas.entries()) {
            const expected = statuses[index]!;
            const request = await row.request(world, scope, persona);
            const access = persona === 'anonymous' ? undefined : (request.access ?? callers[persona]!.access);
            const response = await send(request, access);
            const actual = response.statusCode;
            const accepted = row.pending && !built ? acceptsPending(expected, actual) : actual === expected;
            if (!accepted) {
              mismatches.push(
                `${operationId} as ${persona} on ${scope}: expected ${expected}${row.pending && !built ? ' (pending rule)' : ''}, got ${actual} ${response.body.slice(0, 160)}`,
              );
            }
          }
        }
      }
      expect(mismatches).toEqual([]);
    },
  );
});
