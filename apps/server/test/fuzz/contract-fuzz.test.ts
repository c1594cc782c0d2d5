import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabaseContext } from '../../src/context.js';
import { loadContract } from '../../src/contract.js';
import type { Database } from '../../src/db/database.js';
import { paths } from '../../src/paths.js';
import { operationAccess } from '../../src/policy/operation-access.js';
import { insertCredential } from '../../src/repositories/credentials.js';
import { issueSession } from '../../src/services/auth/issue-session.js';
import { importInvoiceFile } from '../../src/services/invoice-import/import-invoice-file.js';
import { contractOperations, type ContractOperation } from '../helpers/contract-operations.js';
import { pdfFile } from '../helpers/document-files.js';
import { carrierFile } from '../helpers/invoice-files.js';
import { multipartBody, multipartHeaders } from '../helpers/multipart.js';
import {
  createOrganization,
  createPerson,
  createStaff,
  setLicenses,
  type TestPerson,
} from '../helpers/people.js';
import { createTestApp, portalHeaders } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { hostileTexts, SchemaArbitraries, type Schema } from './schema-arbitraries.js';

/**
 * Contract fuzzing: for every operation of openapi.yaml, requests generated from its parameters and body —
 * valid ones and an attacker's (wrong types, missing and unknown fields, huge and hostile texts, NUL, edge
 * numbers, impossible dates, other organizations' ids) — sent by anonymous callers, a member, an organization
 * admin and a platform admin. Every answer must be one the contract documents, valid against its schema (the
 * peer check of helpers/test-app.ts), never a 5xx; every refusal a 4xx with a message that changed nothing in
 * the database. FUZZ_SEED replays a run, FUZZ_RUNS sets the cases per operation.
 */

const seed = Number(process.env.FUZZ_SEED ?? 20_261_127);
const numRuns = Number(process.env.FUZZ_RUNS ?? 100);

const personas = ['anonymous', 'member', 'organizationAdmin', 'platformAdmin'] as const;
type Persona = (typeof personas)[number];

// Tables a refused request may still write by design: sessions (signing in slides them), sign-in counters.
const tablesRefusalsMayWrite = new Set([
  'sessions',
  'refresh_tokens',
  'rate_limit_counters',
  'schema_migrations',
]);

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;
let tables: string[] = [];
const temporaryDirectories: string[] = [];
const organizations = {} as Record<'own' | 'other', { id: string; mappingName: string; name: string }>;
const people = {} as Record<
  'platformAdmin' | 'organizationAdmin' | 'member' | 'ownColleague' | 'otherColleague',
  TestPerson
>;
/** Ids of the world, tried wherever a UUID goes. */
const ids: string[] = [];
/** The session and the dashboard tokens of each persona, renewed before each operation. */
const sessions: Partial<Record<Persona, string>> = {};
const frameTokens: Partial<Record<Persona, string[]>> = {};
const statusCounts = new Map<string, Map<number, number>>();

const { document } = loadContract(paths.openapi);
const components = document.components as Record<string, Record<string, Schema>>;
function resolveRef(ref: string): Schema {
  const [, , section, name] = ref.split('/');
  const found = components[section!]?.[name!];
  if (!found) throw new Error(`Unknown $ref ${ref}`);
  return found;
}
/** Texts of the world, tried wherever free text goes: mapping names, names, emails. */
const texts: string[] = ['Full_Access'];
const arbitraries = new SchemaArbitraries(
  resolveRef,
  () => ids,
  () => texts,
);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

function parametersOf(operation: ContractOperation): Parameter[] {
  const item = (document.paths as Record<string, Record<string, Schema>>)[operation.path]!;
  const own = (item[operation.method.toLowerCase()]!.parameters ?? []) as Schema[];
  const shared = (item.parameters ?? []) as Schema[];
  return [...shared, ...own].map((parameter) =>
    typeof parameter.$ref === 'string'
      ? (resolveRef(parameter.$ref) as unknown as Parameter)
      : (parameter as unknown as Parameter),
  );
}

function bodyOf(operation: ContractOperation): { type: string; schema: Schema } | undefined {
  const item = (document.paths as Record<string, Record<string, Schema>>)[operation.path]!;
  const body = item[operation.method.toLowerCase()]!.requestBody as Schema | undefined;
  if (!body) return undefined;
  const content = (typeof body.$ref === 'string' ? resolveRef(body.$ref) : body).content as Record<
    string,
    { schema: Schema }
  >;
  const [type, media] = Object.entries(content)[0]!;
  return { type, schema: media.schema };
}

/** Text as a path part: its UTF-8 bytes percent-encoded (a lone surrogate becomes U+FFFD, as a browser sends it). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

/** A path or query value as text: what an attacker puts in an address. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

interface FuzzRequest {
  persona: Persona;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The frame token a frame operation is called with (kind chosen by the case). */
  token?: number;
}

const uploads = [
  { filename: 'rates.csv', type: 'text/csv', bytes: Buffer.from('zone,rate\n2,8.15\n') },
  { filename: 'contract.pdf', type: 'application/pdf', bytes: pdfFile() },
  {
    filename: 'avatar.png',
    type: 'image/png',
    bytes: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]),
  },
  { filename: 'empty.csv', type: 'text/csv', bytes: Buffer.alloc(0) },
  { filename: 'program.exe', type: 'application/octet-stream', bytes: Buffer.from('MZ\u0090\u0000binary') },
];

/** Files an operation takes as they are: a document, an avatar, and a carrier file of the own organization. */
const validUploads = uploads.slice(0, 3);

function multipartArbitrary(
  valid: boolean,
): fc.Arbitrary<{ headers: Record<string, string>; payload: Buffer }> {
  if (valid) {
    return fc
      .constantFrom(...validUploads)
      .map((sample) => ({ headers: { ...multipartHeaders }, payload: multipartBody([sample]) }));
  }
  return fc
    .record({
      sample: fc.oneof(
        fc.constantFrom(...uploads),
        fc.record({
          filename: fc.constantFrom(
            'a.csv',
            ...hostileTexts.filter((text) => !/["\r\n]/.test(text)).slice(0, 20),
          ),
          type: fc.constantFrom('text/csv', 'image/png', 'application/pdf', 'text/html', ''),
          bytes: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
        }),
      ),
      field: fc.constantFrom('file', 'file', 'file', 'other'),
      twice: fc.boolean(),
    })
    .map(({ sample, field, twice }) => ({
      headers: { ...multipartHeaders },
      payload: multipartBody(twice ? [{ ...sample, field }, sample] : [{ ...sample, field }]),
    }));
}

type Sent = { headers: Record<string, string>; payload?: string | Buffer };

/** The parts of a request to `operation`: valid ones (`valid`), or valid and an attacker's mixed. */
function partsOf(operation: ContractOperation, valid: boolean) {
  const parameters = parametersOf(operation);
  const body = bodyOf(operation);
  const value = (schema: Schema) =>
    (valid ? arbitraries.valid(schema) : arbitraries.fuzzed(schema)).map(asText);
  const valuesOf = (place: 'path' | 'query') =>
    Object.fromEntries(
      parameters
        .filter((parameter) => parameter.in === place)
        .map((parameter) => [parameter.name, value(parameter.schema)]),
    ) as Record<string, fc.Arbitrary<string>>;
  const json = (schema: Schema): fc.Arbitrary<Sent> =>
    (valid ? arbitraries.valid(schema) : arbitraries.fuzzed(schema)).map((content) => ({
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(content) ?? 'null',
    }));
  const malformed: fc.Arbitrary<Sent> = fc.oneof(
    fc
      .constantFrom('{"email": ', '', 'null', '[]', '\u0000')
      .map((payload) => ({ headers: { 'content-type': 'application/json' }, payload })),
    fc.constant({ headers: { 'content-type': 'text/plain' }, payload: 'email=a@b.co' }),
  );
  const sent: fc.Arbitrary<Sent> = !body
    ? fc.constant({ headers: {} })
    : body.type === 'multipart/form-data'
      ? multipartArbitrary(valid)
      : valid
        ? json(body.schema)
        : fc.oneof({ arbitrary: json(body.schema), weight: 4 }, { arbitrary: malformed, weight: 1 });
  const required = parameters.filter((parameter) => parameter.in === 'query' && parameter.required);
  return {
    path: fc.record(valuesOf('path')),
    query: fc.record(valuesOf('query'), {
      requiredKeys: valid ? required.map((parameter) => parameter.name) : [],
    }),
    sent,
  };
}

/**
 * Requests to `operation`: a third with every part valid (so that deeper rules run), the rest with parts of an
 * attacker's mixed in; one in twenty of those without the portal's cross-site header.
 */
function requestArbitrary(operation: ContractOperation): fc.Arbitrary<FuzzRequest> {
  const request = (valid: boolean) => {
    const parts = partsOf(operation, valid);
    return fc
      .record({
        persona: fc.constantFrom(...personas),
        path: parts.path,
        query: parts.query,
        sent: parts.sent,
        withoutGuard: fc.integer({ min: 0, max: valid ? 0 : 19 }).map((draw) => !valid && draw === 0),
        token: fc.nat(),
      })
      .map(({ persona, path, query, sent, withoutGuard, token }) => {
        const address = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
          percentEncoded(path[name] ?? ''),
        );
        const search = new URLSearchParams(
          Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
        ).toString();
        return {
          persona,
          method: operation.method,
          url: `/api/v1${address}${search ? `?${search}` : ''}`,
          headers: { ...(withoutGuard ? {} : portalHeaders), ...sent.headers },
          payload: sent.payload,
          token,
        };
      });
  };
  return fc.oneof({ arbitrary: request(true), weight: 1 }, { arbitrary: request(false), weight: 2 });
}

/** Writes `text` to a new file in a temporary directory of its own and returns its path. */
async function writeTemporaryFile(text: string): Promise<string> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-fuzz-'));
  temporaryDirectories.push(directory);
  const filePath = path.join(directory, 'file.csv');
  fs.writeFileSync(filePath, text);
  return filePath;
}

async function checksum(): Promise<string> {
  const parts = tables.map(
    (table) =>
      `SELECT '${table}' AS name, md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS sum FROM ${table} t`,
  );
  const result = await db.query<{ name: string; sum: string }>(parts.join(' UNION ALL '));
  return result.rows.map((row) => `${row.name}:${row.sum}`).join(' ');
}

function changedTables(before: string, after: string): string[] {
  const old = new Set(before.split(' '));
  return after
    .split(' ')
    .filter((part) => !old.has(part))
    .map((part) => part.split(':')[0]!);
}

/** Puts the callers back as the world made them (a case may have moved, demoted or signed them out). */
async function renewWorld(): Promise<void> {
  for (const scope of ['own', 'other'] as const) {
    await db.query(
      `UPDATE organizations SET status = 'active', mapping_name = $2, name = $3, total_number_of_licenses = 1000 WHERE id = $1`,
      [organizations[scope].id, organizations[scope].mappingName, organizations[scope].name],
    );
  }
  const roles = [
    [people.platformAdmin, null, 'user', true, false],
    [people.organizationAdmin, organizations.own.id, 'admin', false, true],
    [people.member, organizations.own.id, 'user', false, true],
    [people.ownColleague, organizations.own.id, 'user', false, false],
    [people.otherColleague, organizations.other.id, 'user', false, false],
  ] as const;
  for (const [person, organizationId, role, isAdmin, licensed] of roles) {
    await db.query(
      `UPDATE users SET status = 'Active', organization_id = $2, role = $3, is_admin = $4, is_licensed = $5, email_verified = true WHERE id = $1`,
      [person.userId, organizationId, role, isAdmin, licensed],
    );
  }
  for (const persona of personas) {
    if (persona === 'anonymous') continue;
    const { accessToken } = await issueSession(
      db,
      people[persona].userId,
      {
        userAgent: 'fuzz',
        ipAddress: '127.0.0.1',
      },
      app.config.sessionMaxLifetimeSeconds,
    );
    sessions[persona] = accessToken;
    frameTokens[persona] = [];
    for (const kind of ['executive_summary', 'accessorials_detail', 'discount_monitoring_detail']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/organization/dashboard?pathType=${kind}&mappingName=${persona === 'platformAdmin' ? 'Full_Access' : organizations.own.mappingName}`,
        cookies: { waybill_session: accessToken },
      });
      expect(response.statusCode, response.body).toBe(200);
      frameTokens[persona]!.push(
        new URL(response.json<{ url: string }>().url, 'http://portal').hash.replace('#token=', ''),
      );
    }
  }
}

async function send(operation: ContractOperation, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const frame = operationAccess[operation.operationId].access === 'frameToken';
  const headers = { ...request.headers };
  if (frame && request.persona !== 'anonymous') {
    const tokens = frameTokens[request.persona]!;
    headers.authorization = `Bearer ${tokens[request.token! % tokens.length]}`;
  }
  return app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    // Each operation's cases come from an address of their own, so per-address limits of one do not carry over.
    remoteAddress: `10.0.${contractOperations().indexOf(operation) % 250}.7`,
    ...(!frame && request.persona !== 'anonymous'
      ? { cookies: { waybill_session: sessions[request.persona]! } }
      : {}),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/** A failed case in a few lines: long generated values are cut, the seed and path replay it exactly. */
function failureReport(operation: ContractOperation, outcome: fc.RunDetails<[FuzzRequest]>): string {
  const cut = (text: string) =>
    text.length > 600 ? `${text.slice(0, 600)}… (${text.length} characters)` : text;
  const example = outcome.counterexample?.[0];
  const error =
    outcome.errorInstance instanceof Error ? outcome.errorInstance.message : String(outcome.errorInstance);
  return [
    `${operation.operationId} failed after ${outcome.numRuns} cases (replay: FUZZ_SEED=${seed}, path ${outcome.counterexamplePath})`,
    `request: ${cut(JSON.stringify(example))}`,
    `error: ${cut(error)}`,
  ].join('\n');
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  // Uploads and changes of the reference data are only queued (uploads stored in a directory of the run's own),
  // the changes answered 202 at once: a worker running them in the background would change tables while a later
  // case is checked for leaving them alone.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'waybill-fuzz-data-'));
  temporaryDirectories.push(dataDir);
  ({ app } = await createTestApp(db, {
    env: { IMPORT_WORKER: 'false', REFERENCE_DATA_CHANGE_WAIT_MS: '0', DATA_DIR: dataDir },
  }));
  for (const [scope, name] of [
    ['own', 'Northwind Outfitters'],
    ['other', 'Contoso Parcels'],
  ] as const) {
    const id = await createOrganization(db, name);
    await setLicenses(db, id, 1000);
    const row = await db.query<{ mapping_name: string }>(
      'SELECT mapping_name FROM organizations WHERE id = $1',
      [id],
    );
    organizations[scope] = { id, name, mappingName: row.rows[0]!.mapping_name };
  }
  const staff = await createStaff(app, db, organizations.own.id);
  people.platformAdmin = staff.platformAdmin;
  people.organizationAdmin = staff.orgAdmin;
  people.member = staff.member;
  for (const [key, scope] of [
    ['ownColleague', 'own'],
    ['otherColleague', 'other'],
  ] as const) {
    const organizationId = organizations[scope].id;
    people[key] = await createPerson(app, db, { firstName: 'Colin', organizationId, role: 'user' });
  }
  for (const [person, scope] of [
    [people.ownColleague, 'own'],
    [people.otherColleague, 'other'],
  ] as const) {
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/v1/user/upload-file',
      headers: multipartHeaders,
      cookies: { waybill_session: person.access },
      payload: multipartBody([uploads[0]!]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    ids.push(uploaded.json<{ id: string }>().id);
    ids.push(
      await insertCredential(
        db,
        { userId: person.userId, organizationId: organizations[scope].id },
        {
          platform: 'ups',
          username: 'shipper',
          secret: app.credentialCipher.encrypt('carrier-secret', person.userId),
        },
      ),
    );
  }
  for (const scope of ['own', 'other'] as const) {
    const file = carrierFile('UPS', organizations[scope], { weekStart: '2025-01-06', packages: 12 });
    const imported = await importInvoiceFile(createDatabaseContext(db), {
      filePath: await writeTemporaryFile(file.text),
      sourceName: file.fileName,
      client: organizations[scope].mappingName,
    });
    expect(imported.status, imported.message).toBe('imported');
    const queued = await app.inject({
      method: 'POST',
      url: `/api/v1/control-master/import?client=${encodeURIComponent(organizations[scope].mappingName)}`,
      headers: multipartHeaders,
      cookies: { waybill_session: people.platformAdmin.access },
      payload: multipartBody([{ filename: file.fileName, type: 'text/csv', bytes: Buffer.from(file.text) }]),
    });
    expect(queued.statusCode, queued.body).toBe(202);
    ids.push(queued.json<{ jobId: string }>().jobId);
    ids.push(organizations[scope].id);
    texts.push(organizations[scope].mappingName, organizations[scope].name);
  }
  // A later week's file of the own organization, which the importer takes as it is.
  const later = carrierFile('UPS', organizations.own, { weekStart: '2025-02-03', packages: 6 });
  validUploads.push({ filename: later.fileName, type: 'text/csv', bytes: Buffer.from(later.text) });
  ids.push(...Object.values(people).map((person) => person.userId));
  texts.push(...Object.values(people).map((person) => person.email));
  const found = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  tables = found.rows.map((row) => row.table_name).filter((table) => !tablesRefusalsMayWrite.has(table));
  console.log(`contract fuzz: seed ${seed}, ${numRuns} cases per operation (replay with FUZZ_SEED=${seed})`);
});

afterAll(async () => {
  const lines = [...statusCounts].map(
    ([operationId, counts]) =>
      `  ${operationId.padEnd(32)} ${[...counts]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')}`,
  );
  if (lines.length) console.log(`contract fuzz, statuses per operation (seed ${seed}):\n${lines.join('\n')}`);
  await app?.close();
  await testDb?.dispose();
  for (const directory of temporaryDirectories) fs.rmSync(directory, { recursive: true, force: true });
});

describe('contract fuzzing of every operation', () => {
  const operations = contractOperations();

  it('covers every operation of the contract', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
  });

  for (const operation of operations) {
    it(`${operation.operationId}: ${operation.method} ${operation.path}`, async () => {
      await renewWorld();
      const counts = new Map<number, number>();
      statusCounts.set(operation.operationId, counts);
      let before = await checksum();
      const outcome = await fc.check(
        fc.asyncProperty(requestArbitrary(operation), async (request) => {
          const response = await send(operation, request);
          counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
          const what = `${request.persona} ${request.method} ${request.url.slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, what).toBeLessThan(500);
          const after = await checksum();
          if (response.statusCode >= 400) {
            expect(response.json<{ message?: unknown }>().message, what).toEqual(expect.stringMatching(/\S/));
            expect(changedTables(before, after), `a refusal changed data: ${what}`).toEqual([]);
          }
          before = after;
        }),
        { seed, numRuns, endOnFailure: true },
      );
      if (outcome.failed) throw new Error(failureReport(operation, outcome));
    }, 300_000);
  }
});
