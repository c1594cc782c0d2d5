import { createDatabaseContext } from '../../src/context.js';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { frameSessionEndedMessage, signFrameToken } from '../../src/services/analytics/frame-token.js';
import { hashToken } from '../../src/services/auth/tokens.js';
import { importInvoiceFile } from '../../src/services/invoice-import/import-invoice-file.js';
import { carrierFile, fileTotals, type CarrierFile } from '../helpers/invoice-files.js';
import { createOrganization, createPerson, type TestPerson } from '../helpers/people.js';
import { createTestApp, LogCapture, testAnalyticsSecret } from '../helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { importThroughApi } from '../helpers/import-jobs.js';

let testDb: TestDatabase;
let db: Database;
let app: FastifyInstance;
const logs = new LogCapture();

interface Client {
  id: string;
  name: string;
  mappingName: string;
}
const clients = {} as Record<'own' | 'other', Client>;
const people = {} as Record<'admin' | 'member' | 'unlicensed' | 'leaver', TestPerson>;
/** The files imported for the own client in the quarter the tests look at. */
const quarterFiles: CarrierFile[] = [];

/** The quarter the tests look at, and the one before it (where the previous-period figures come from). */
const quarter = { from: '2025-01-01', to: '2025-03-31' };
const previousQuarter = { from: '2024-10-01', to: '2024-12-31' };

async function client(name: string): Promise<Client> {
  const id = await createOrganization(db, name);
  const row = await db.query<{ mapping_name: string }>(
    'SELECT mapping_name FROM organizations WHERE id = $1',
    [id],
  );
  return { id, name, mappingName: row.rows[0]!.mapping_name };
}

async function importFile(carrier: 'UPS' | 'FEDEX', target: Client, weekStart: string, packages = 40) {
  const file = carrierFile(carrier, target, { weekStart, packages });
  const job = await importThroughApi(app, people.admin.access, target.mappingName, file);
  expect(job.state, job.message).toBe('imported');
  return file;
}

function getDashboardUrl(access: string, query: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/organization/dashboard?${query}`,
    cookies: { waybill_session: access },
  });
}

/** The frame token of the address GET /organization/dashboard returns. */
async function frameToken(person: TestPerson, kind: string, mappingName = 'Full_Access'): Promise<string> {
  const response = await getDashboardUrl(person.access, `pathType=${kind}&mappingName=${mappingName}`);
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(response.json<{ url: string }>().url, 'http://portal');
  return url.hash.replace('#token=', '');
}

/** The id of the session a person signed in with. */
async function sessionIdOf(person: TestPerson): Promise<string> {
  const result = await db.query<{ id: string }>('SELECT id FROM sessions WHERE access_token_hash = $1', [
    hashToken(person.access),
  ]);
  return result.rows[0]!.id;
}

function frameGet(token: string | undefined, url: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

interface Tile {
  key: string;
  value: number | null;
  previous: number | null;
}
interface Panel {
  key: string;
  categories: string[];
  series: { name: string; values: (number | null)[] }[];
}
interface Dashboard {
  range: { from: string; to: string };
  previousRange: { from: string; to: string };
  dataRange: { first: string; last: string } | null;
  scopeName: string;
  tiles: Tile[];
  panels: Panel[];
}

async function dashboard(token: string, query = `from=${quarter.from}&to=${quarter.to}`): Promise<Dashboard> {
  const response = await frameGet(token, `/analytics/dashboard?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
}

const tile = (board: Dashboard, key: string) => {
  const found = board.tiles.find((entry) => entry.key === key);
  if (!found) throw new Error(`No tile ${key}`);
  return found;
};
const panel = (board: Dashboard, key: string) => {
  const found = board.panels.find((entry) => entry.key === key);
  if (!found) throw new Error(`No panel ${key}`);
  return found;
};
/** A panel's series as category -> value. */
const seriesOf = (board: Dashboard, key: string, name: string) => {
  const found = panel(board, key);
  const series = found.series.find((entry) => entry.name === name);
  if (!series) throw new Error(`No series ${name} in ${key}`);
  return Object.fromEntries(found.categories.map((category, index) => [category, series.values[index]]));
};

/** Fact rows as category -> number. */
const factsOf = <Row extends Record<string, unknown>>(rows: Row[], key: keyof Row, value: keyof Row) =>
  Object.fromEntries(rows.map((row) => [String(row[key]), Number(row[value])]));

/**
 * A panel's series has exactly the facts' categories (none missing, none extra), each with the facts' value; the
 * facts are neither empty nor all zero, so a panel (or a query) that lost its data cannot pass.
 */
function expectCategories(
  actual: Record<string, number | null | undefined>,
  expected: Record<string, number>,
  digits?: number,
) {
  expect(Object.keys(expected).length, 'the facts have categories').toBeGreaterThan(0);
  expect(
    Object.values(expected).some((value) => value !== 0),
    'the facts are not all zero',
  ).toBe(true);
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [category, value] of Object.entries(expected)) {
    if (digits === undefined) expect(actual[category], category).toBe(value);
    else expect(actual[category], category).toBeCloseTo(value, digits);
  }
}

// Expected figures, straight from the fact rows with plain SQL and DASHBOARDS.md's definitions --------------------

interface FactScope {
  organizations: string[];
  from: string;
  to: string;
  /** Extra SQL conditions on the package `p` (and its charge `c`). */
  where?: string;
}

async function number(sql: string, params: unknown[]): Promise<number> {
  const result = await db.query<{ value: string | null }>(sql, params);
  return Number(result.rows[0]?.value ?? 0);
}

/** The charges of a scope, with their invoice's carrier and their package's attributes. */
const scopedCharges = (where = 'true') => `
  FROM charges c JOIN invoices i ON i.id = c.invoice_id LEFT JOIN packages p ON p.id = c.package_id
  WHERE c.organization_id = ANY($1::uuid[]) AND c.ship_date BETWEEN $2 AND $3 AND (${where})`;
const scopedPackages = (where = 'true') => `
  FROM packages p WHERE p.organization_id = ANY($1::uuid[]) AND p.ship_date BETWEEN $2 AND $3 AND (${where})`;

async function factFigures(scope: FactScope) {
  const params = [scope.organizations, scope.from, scope.to];
  const charges = (select: string, extra = 'true') =>
    number(`SELECT ${select} AS value ${scopedCharges(`(${scope.where ?? 'true'}) AND ${extra}`)}`, params);
  const packages = (select: string, extra = 'true') =>
    number(`SELECT ${select} AS value ${scopedPackages(`(${scope.where ?? 'true'}) AND ${extra}`)}`, params);
  const net = await charges('sum(c.net_amount)');
  const gross = await charges('sum(c.gross_amount)');
  const incentive = await charges('sum(abs(c.incentive_amount))');
  const accessorial = await charges(
    'sum(c.net_amount)',
    "c.unified_charge_grouping NOT IN ('FREIGHT', 'FUEL')",
  );
  const packageCount = await charges('count(DISTINCT c.package_id)');
  const billedLb = await packages('sum(p.billed_weight_lb)');
  const onTime = await packages('count(*)', "p.audit_result = 'On Time'");
  const late = await packages('count(*)', 'p.is_late');
  return {
    net,
    gross,
    incentive,
    accessorial,
    packages: packageCount,
    billedLb,
    onTime,
    late,
    charges,
    packages_: packages,
  };
}

const ratioOf = (a: number, b: number, scale = 1) => (b === 0 ? null : (a / b) * scale);

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
  ({ app } = await createTestApp(db, { logs }));
  clients.own = await client('Northwind Outfitters');
  clients.other = await client('Contoso Parcels');
  await db.query('UPDATE organizations SET total_number_of_licenses = 10');
  people.admin = await createPerson(app, db, {
    firstName: 'Ada',
    organizationId: null,
    role: 'user',
    isAdmin: true,
  });
  people.member = await createPerson(app, db, {
    firstName: 'Marco',
    organizationId: clients.own.id,
    role: 'user',
  });
  people.unlicensed = await createPerson(app, db, {
    firstName: 'Una',
    organizationId: clients.own.id,
    role: 'user',
  });
  people.leaver = await createPerson(app, db, {
    firstName: 'Lee',
    organizationId: clients.own.id,
    role: 'user',
  });
  await db.query('UPDATE users SET is_licensed = true WHERE id = ANY($1::uuid[])', [
    [people.member.userId, people.leaver.userId],
  ]);
  // The own client's contract, so discount monitoring has promises to check.
  await db.query(
    `INSERT INTO contract_discounts (organization_id, carrier, sla_grouping, discount_pct) VALUES
       ($1, 'UPS', 'GROUND', 18), ($1, 'UPS', 'NEXT_DAY', 25), ($1, 'UPS', 'TWO_DAY', 22),
       ($1, 'FEDEX', 'GROUND', 15), ($1, 'FEDEX', 'HOME_DELIVERY', 15), ($1, 'FEDEX', 'NEXT_DAY', 20)`,
    [clients.own.id],
  );
  await importFile('UPS', clients.own, '2024-11-04');
  quarterFiles.push(
    await importFile('UPS', clients.own, '2025-01-06'),
    await importFile('UPS', clients.own, '2025-02-17'),
    await importFile('FEDEX', clients.own, '2025-02-03'),
    await importFile('FEDEX', clients.own, '2025-03-10'),
  );
  await importFile('UPS', clients.other, '2025-02-03');
  await importFile('FEDEX', clients.other, '2025-03-03');
  // A file received within the claim window of its invoices (an upload is received now, years later), so that
  // late guaranteed packages are refund-eligible.
  const timely = carrierFile('UPS', clients.own, { weekStart: '2025-02-24', packages: 400 });
  const report = await importInvoiceFile(
    createDatabaseContext(db, () => new Date('2025-03-05T12:00:00Z')),
    {
      filePath: timely.path,
      sourceName: timely.fileName,
      client: clients.own.mappingName,
    },
  );
  expect(report.status, report.message).toBe('imported');
  quarterFiles.push(timely);
}, 240_000);

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

describe('GET /organization/dashboard', () => {
  it('gives a licensed member the frame address with a token over their own organization, whatever they ask', async () => {
    const response = await getDashboardUrl(
      people.member.access,
      `pathType=executive_summary&theme=Dark&mappingName=${clients.other.mappingName}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json<{ url: string }>().url, 'http://portal');
    expect(url.pathname).toBe('/analytics/');
    expect(url.searchParams.get('kind')).toBe('executive_summary');
    expect(url.searchParams.get('theme')).toBe('Dark');
    expect(url.search).not.toContain('token');
    const claims = decodeJwt(url.hash.replace('#token=', ''));
    expect(claims).toMatchObject({
      sub: people.member.userId,
      kind: 'executive_summary',
      scope: [clients.own.id],
      scopeName: clients.own.name,
      theme: 'Dark',
      aud: 'waybill-analytics',
    });
    expect(claims.exp! - claims.iat!).toBe(600);
    expect(typeof claims.jti).toBe('string');
  });

  it('refuses a person without a license seat, or without an organization, with a message', async () => {
    const response = await getDashboardUrl(people.unlicensed.access, 'pathType=executive_summary');
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toContain('license');
    const loner = await createPerson(app, db, { firstName: 'Nina', organizationId: null, role: 'user' });
    const none = await getDashboardUrl(loner.access, 'pathType=executive_summary');
    expect(none.statusCode).toBe(403);
    expect(none.json<{ message: string }>().message).toBe('You are not a member of an organization');
  });

  it('lets platform admins choose every organization or one, and answers 404 for an unknown mapping name', async () => {
    const all = decodeJwt(await frameToken(people.admin, 'discounts'));
    expect(all).toMatchObject({ scope: 'all', scopeName: 'All organizations' });
    const one = decodeJwt(await frameToken(people.admin, 'discounts', clients.other.mappingName));
    expect(one).toMatchObject({ scope: [clients.other.id], scopeName: clients.other.name });
    const unknown = await getDashboardUrl(
      people.admin.access,
      'pathType=discounts&mappingName=NO_SUCH_CLIENT',
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /organization/dashboard with Sigma configured', () => {
  it('answers a Sigma embed URL for the kinds that have a workbook, scoped by the mapping name', async () => {
    const { app: sigmaApp } = await createTestApp(db, {
      env: {
        SIGMA_CLIENT_ID: 'embed-client',
        SIGMA_SECRET: 'sigma embed secret',
        SIGMA_WORKBOOK_URLS: JSON.stringify({
          executive_summary: 'https://app.sigmacomputing.com/acme/workbook/exec',
        }),
      },
    });
    try {
      const ask = (kind: string) =>
        sigmaApp.inject({
          method: 'GET',
          url: `/api/v1/organization/dashboard?pathType=${kind}&theme=Light&mappingName=${clients.other.mappingName}`,
          cookies: { waybill_session: people.member.access },
        });
      const response = await ask('executive_summary');
      expect(response.statusCode, response.body).toBe(200);
      const url = new URL(response.json<{ url: string }>().url);
      expect(url.origin + url.pathname).toBe('https://app.sigmacomputing.com/acme/workbook/exec');
      const claims = decodeJwt(url.searchParams.get(':jwt')!);
      expect(claims).toMatchObject({
        sub: people.member.email,
        user_attributes: { mapping_name: clients.own.mappingName },
      });
      // The portal's page may frame the workbook's origin, and no other.
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-src 'self' https://app.sigmacomputing.com");
      // A kind without a workbook keeps the built-in frame.
      const frame = await ask('discounts');
      expect(frame.json<{ url: string }>().url).toMatch(/^\/analytics\/\?kind=discounts/);
    } finally {
      await sigmaApp.close();
    }
  });
});

describe('the frame token', () => {
  it('never reaches the log from the frame’s calls', async () => {
    const token = await frameToken(people.member, 'executive_summary');
    expect((await frameGet(token, '/analytics/dashboard')).statusCode).toBe(200);
    expect(logs.text).toContain('/api/v1/analytics/dashboard');
    expect(logs.text).not.toContain(token.split('.')[2]);
  });

  it('is the only thing the analytics calls accept', async () => {
    const cookieOnly = await app.inject({
      method: 'GET',
      url: '/api/v1/analytics/dashboard',
      cookies: { waybill_session: people.member.access },
    });
    expect(cookieOnly.statusCode).toBe(401);
    expect(cookieOnly.json<{ message: string }>().message).toContain('access token');
  });

  it('is refused when tampered with, meant for another audience, expired or its user deactivated', async () => {
    const token = await frameToken(people.member, 'executive_summary');
    const [header, payload, signature] = token.split('.');
    const widened = Buffer.from(JSON.stringify({ ...decodeJwt(token), scope: 'all' })).toString('base64url');
    expect((await frameGet(`${header}.${widened}.${signature}`, '/analytics/dashboard')).statusCode).toBe(
      401,
    );
    expect((await frameGet(`${header}.${payload}.${signature}x`, '/analytics/dashboard')).statusCode).toBe(
      401,
    );

    const secret = new TextEncoder().encode(testAnalyticsSecret);
    const now = Math.floor(Date.now() / 1000);
    const otherAudience = await new SignJWT({
      kind: 'executive_summary',
      scope: [clients.own.id],
      scopeName: 'x',
      theme: 'Light',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(people.member.userId)
      .setAudience('someone-else')
      .setJti('j')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(secret);
    expect((await frameGet(otherAudience, '/analytics/dashboard')).statusCode).toBe(401);

    const grant = {
      userId: people.member.userId,
      sessionId: await sessionIdOf(people.member),
      kind: 'executive_summary' as const,
      scope: [clients.own.id],
      scopeName: clients.own.name,
      theme: 'Light' as const,
    };
    const expired = await signFrameToken(secret, grant, new Date(Date.now() - 11 * 60_000));
    const expiredResponse = await frameGet(expired, '/analytics/dashboard');
    expect(expiredResponse.statusCode).toBe(401);
    expect(expiredResponse.json<{ message: string }>().message).toContain('expired');
    const fresh = await signFrameToken(secret, grant, new Date(Date.now() - 9 * 60_000));
    expect((await frameGet(fresh, '/analytics/dashboard')).statusCode).toBe(200);

    const leaverToken = await frameToken(people.leaver, 'executive_summary');
    expect((await frameGet(leaverToken, '/analytics/dashboard')).statusCode).toBe(200);
    await db.query(`UPDATE users SET status = 'inactive' WHERE id = $1`, [people.leaver.userId]);
    expect((await frameGet(leaverToken, '/analytics/dashboard')).statusCode).toBe(401);
  });
});

describe('the frame token after its session', () => {
  async function signedInMember(): Promise<TestPerson> {
    const person = await createPerson(app, db, {
      firstName: 'Sam',
      organizationId: clients.own.id,
      role: 'user',
    });
    await db.query('UPDATE users SET is_licensed = true WHERE id = $1', [person.userId]);
    return person;
  }

  async function expectRefused(token: string): Promise<void> {
    for (const url of ['/analytics/dashboard', '/analytics/rows']) {
      const response = await frameGet(token, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json<{ message: string }>().message).toBe(frameSessionEndedMessage);
    }
  }

  it('is refused on the dashboard and its rows once its user signed out', async () => {
    const person = await signedInMember();
    const dashboardToken = await frameToken(person, 'executive_summary');
    const rowsToken = await frameToken(person, 'accessorials_detail');
    expect((await frameGet(dashboardToken, '/analytics/dashboard')).statusCode).toBe(200);
    expect((await frameGet(rowsToken, '/analytics/rows')).statusCode).toBe(200);

    const logout = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { 'x-requested-with': 'waybill' },
      cookies: { waybill_session: person.access },
    });
    expect(logout.statusCode).toBe(204);
    await expectRefused(dashboardToken);
    await expectRefused(rowsToken);
  });

  it('is refused once its session has expired', async () => {
    const person = await signedInMember();
    const token = await frameToken(person, 'accessorials_detail');
    expect((await frameGet(token, '/analytics/rows')).statusCode).toBe(200);
    await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      await sessionIdOf(person),
    ]);
    await expectRefused(token);
  });
});

describe('GET /analytics/dashboard', () => {
  it('shows the executive summary of the own organization as DASHBOARDS.md defines it, with the previous period', async () => {
    const board = await dashboard(await frameToken(people.member, 'executive_summary'));
    expect(board.range).toEqual(quarter);
    expect(board.previousRange).toEqual(previousQuarter);
    expect(board.scopeName).toBe(clients.own.name);
    for (const [period, key] of [
      [quarter, 'value'],
      [previousQuarter, 'previous'],
    ] as const) {
      const f = await factFigures({ organizations: [clients.own.id], ...period });
      expect(f.packages).toBeGreaterThan(0);
      const value = (name: string) => tile(board, name)[key];
      expect(value('netSpend')).toBeCloseTo(f.net, 2);
      expect(value('grossSpend')).toBeCloseTo(f.gross, 2);
      expect(value('effectiveDiscountPct')).toBeCloseTo(ratioOf(f.incentive, f.gross, 100)!, 3);
      expect(value('packages')).toBe(f.packages);
      expect(value('costPerPackage')).toBeCloseTo(f.net / f.packages, 2);
      expect(value('costPerLb')).toBeCloseTo(f.net / f.billedLb, 2);
      expect(value('accessorialPct')).toBeCloseTo(ratioOf(f.accessorial, f.net, 100)!, 3);
      expect(value('latePackages')).toBe(f.late);
      expect(f.onTime).toBeGreaterThan(0);
      expect(value('onTimePct')).toBeCloseTo(ratioOf(f.onTime, f.onTime + f.late, 100)!, 3);
    }
    expect(tile(board, 'accessorialPct')).toMatchObject({ linkKind: 'accessorials_detail' });
    // The carrier files' own rows (read with csv-parse by their layouts) bill the same net and packages.
    const files = quarterFiles.map(fileTotals);
    const fileNet = files.reduce((sum, totals) => sum + totals.netCents, 0) / 100;
    expect(tile(board, 'netSpend').value).toBeCloseTo(fileNet, 2);
    expect(tile(board, 'packages').value).toBe(files.reduce((sum, totals) => sum + totals.packages, 0));

    // Panels add up to the tiles, and match the facts per month and carrier, per grouping and per service.
    const byMonth = panel(board, 'netByMonthAndCarrier');
    expect(byMonth.categories).toEqual(['2025-01', '2025-02', '2025-03']);
    expect(byMonth.series.map((series) => series.name).sort()).toEqual(['FedEx', 'UPS']);
    for (const series of byMonth.series) {
      expect(
        series.values.some((value) => value !== 0 && value !== null),
        series.name,
      ).toBe(true);
      const carrier = series.name === 'FedEx' ? 'FEDEX' : series.name;
      for (const [index, month] of byMonth.categories.entries()) {
        const expected = await number(
          `SELECT sum(c.net_amount) AS value ${scopedCharges(`i.carrier = $4 AND to_char(c.ship_date, 'YYYY-MM') = $5`)}`,
          [[clients.own.id], quarter.from, quarter.to, carrier, month],
        );
        expect(series.values[index]).toBeCloseTo(expected, 2);
      }
    }
    const groupings = seriesOf(board, 'netByGrouping', 'Net spend');
    const groupingFacts = await db.query<{ grouping: string; net: string }>(
      `SELECT c.unified_charge_grouping AS grouping, sum(c.net_amount) AS net ${scopedCharges()} GROUP BY 1`,
      [[clients.own.id], quarter.from, quarter.to],
    );
    expectCategories(groupings, factsOf(groupingFacts.rows, 'grouping', 'net'), 2);
    const services = panel(board, 'topServices');
    const serviceFacts = await db.query<{ service: string; net: string }>(
      `SELECT coalesce(p.service, 'Unknown') AS service, sum(c.net_amount) AS net ${scopedCharges()}
       GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`,
      [[clients.own.id], quarter.from, quarter.to],
    );
    expect(serviceFacts.rows.length).toBeGreaterThan(1);
    expect(services.categories).toEqual(serviceFacts.rows.map((row) => row.service));
    expect(services.series).toHaveLength(1);
    expect(services.series[0]!.values.map((value) => value!.toFixed(2))).toEqual(
      serviceFacts.rows.map((row) => Number(row.net).toFixed(2)),
    );
  });

  it('reads a range that cuts months (daily rollups or facts for its days, summaries for its whole months) with the same definitions', async () => {
    const token = await frameToken(people.member, 'executive_summary');
    const ranges = [
      { from: '2025-01-08', to: '2025-02-20', previous: { from: '2024-11-25', to: '2025-01-07' } },
      { from: '2025-01-08', to: '2025-03-31', previous: { from: '2024-10-17', to: '2025-01-07' } },
      { from: '2024-11-05', to: '2025-02-20', previous: { from: '2024-07-20', to: '2024-11-04' } },
    ];
    for (const { previous, ...range } of ranges) {
      const board = await dashboard(token, `from=${range.from}&to=${range.to}`);
      expect(board.previousRange).toEqual(previous);
      for (const [period, key] of [
        [range, 'value'],
        [previous, 'previous'],
      ] as const) {
        const f = await factFigures({ organizations: [clients.own.id], ...period });
        if (key === 'value') expect(f.packages).toBeGreaterThan(0);
        expect(tile(board, 'netSpend')[key]).toBeCloseTo(f.net, 2);
        expect(tile(board, 'grossSpend')[key]).toBeCloseTo(f.gross, 2);
        expect(tile(board, 'packages')[key]).toBe(f.packages);
        expect(tile(board, 'latePackages')[key]).toBe(f.late);
        if (f.packages > 0) expect(tile(board, 'costPerLb')[key]).toBeCloseTo(f.net / f.billedLb, 2);
        else expect(tile(board, 'costPerLb')[key]).toBeNull();
      }
      // The breakdowns by service and by mode, of the charges of the range's own days.
      const params = [[clients.own.id], range.from, range.to];
      const services = seriesOf(board, 'topServices', 'Net spend');
      const serviceFacts = await db.query<{ service: string; net: string }>(
        `SELECT coalesce(p.service, 'Unknown') AS service, sum(c.net_amount) AS net ${scopedCharges()}
         GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`,
        params,
      );
      expectCategories(services, factsOf(serviceFacts.rows, 'service', 'net'), 2);
      const modes = seriesOf(board, 'groundVsExpress', 'Net spend');
      const modeFacts = await db.query<{ mode: string; net: string }>(
        `SELECT coalesce(p.ground_vs_express, 'Unknown') AS mode, sum(c.net_amount) AS net ${scopedCharges()}
         GROUP BY 1`,
        params,
      );
      expectCategories(modes, factsOf(modeFacts.rows, 'mode', 'net'), 2);
    }
  });

  it('reads the weeks of a range that cuts months (weekly rollups for whole weeks, daily rollups or facts for the days around them)', async () => {
    const accessorials = await frameToken(people.member, 'accessorials_summary');
    const performance = await frameToken(people.member, 'performance_tracker');
    // Whole weeks inside the cut months, weeks cut by the range, and weeks across a month's end.
    for (const range of [
      { from: '2025-01-08', to: '2025-02-20' },
      { from: '2025-01-03', to: '2025-03-13' },
    ]) {
      const query = `from=${range.from}&to=${range.to}`;
      const params = [[clients.own.id], range.from, range.to];
      const weekly = seriesOf(await dashboard(accessorials, query), 'weeklyTrend', 'Accessorial spend');
      const weekNet = await db.query<{ week: string; net: string }>(
        `SELECT to_char(date_trunc('week', c.ship_date), 'YYYY-MM-DD') AS week, sum(c.net_amount) AS net
         ${scopedCharges("c.unified_charge_grouping NOT IN ('FREIGHT', 'FUEL')")} GROUP BY 1`,
        params,
      );
      expect(weekNet.rows.length).toBeGreaterThan(2);
      expectCategories(weekly, factsOf(weekNet.rows, 'week', 'net'), 2);
      const lateByWeek = seriesOf(await dashboard(performance, query), 'lateByWeek', 'Late packages');
      // Every week with packages is a category; one without a late package shows 0.
      const lateWeeks = await db.query<{ week: string; late: number }>(
        `SELECT to_char(date_trunc('week', p.ship_date), 'YYYY-MM-DD') AS week, count(*) FILTER (WHERE p.is_late)::integer AS late
         ${scopedPackages()} GROUP BY 1`,
        params,
      );
      expect(lateWeeks.rows.length).toBeGreaterThan(1);
      expectCategories(lateByWeek, factsOf(lateWeeks.rows, 'week', 'late'));
    }
  });

  it('never shows another organization to an organization token; Full_Access shows both', async () => {
    const own = await factFigures({ organizations: [clients.own.id], ...quarter });
    const other = await factFigures({ organizations: [clients.other.id], ...quarter });
    const memberBoard = await dashboard(
      await frameToken(people.member, 'executive_summary', clients.other.mappingName),
    );
    expect(tile(memberBoard, 'netSpend').value).toBeCloseTo(own.net, 2);
    const adminOther = await dashboard(
      await frameToken(people.admin, 'executive_summary', clients.other.mappingName),
    );
    expect(tile(adminOther, 'netSpend').value).toBeCloseTo(other.net, 2);
    expect(tile(adminOther, 'packages').value).toBe(other.packages);
    const all = await dashboard(await frameToken(people.admin, 'executive_summary'));
    expect(all.scopeName).toBe('All organizations');
    expect(tile(all, 'netSpend').value).toBeCloseTo(own.net + other.net, 2);
    expect(tile(all, 'packages').value).toBe(own.packages + other.packages);
  });

  it('filters by carrier and cross-filters by service, zone and charge grouping', async () => {
    const token = await frameToken(people.member, 'executive_summary');
    const base = `from=${quarter.from}&to=${quarter.to}`;
    const scope = { organizations: [clients.own.id], ...quarter };

    const ups = await dashboard(token, `${base}&carrier=UPS`);
    const upsNet = await number(`SELECT sum(c.net_amount) AS value ${scopedCharges("i.carrier = 'UPS'")}`, [
      scope.organizations,
      scope.from,
      scope.to,
    ]);
    const upsPackages = await number(`SELECT count(*) AS value ${scopedPackages("p.carrier = 'UPS'")}`, [
      scope.organizations,
      scope.from,
      scope.to,
    ]);
    expect(upsNet).toBeGreaterThan(0);
    expect(tile(ups, 'netSpend').value).toBeCloseTo(upsNet, 2);
    expect(tile(ups, 'packages').value).toBe(upsPackages);
    expect(upsPackages).toBeLessThan(tile(await dashboard(token), 'packages').value!);

    const service = (
      await db.query<{ service: string }>(
        `SELECT p.service ${scopedPackages()} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
        [[clients.own.id], quarter.from, quarter.to],
      )
    ).rows[0]!.service;
    const byService = await dashboard(token, `${base}&service=${encodeURIComponent(service)}`);
    const serviceNet = await number(`SELECT sum(c.net_amount) AS value ${scopedCharges('p.service = $4')}`, [
      [clients.own.id],
      quarter.from,
      quarter.to,
      service,
    ]);
    expect(serviceNet).toBeGreaterThan(0);
    expect(tile(byService, 'netSpend').value).toBeCloseTo(serviceNet, 2);

    // Charges without a package have no service: the Unknown category keeps them.
    const unknown = await dashboard(token, `${base}&service=Unknown`);
    const noService = await number(
      `SELECT sum(c.net_amount) AS value ${scopedCharges('p.service IS NULL')}`,
      [[clients.own.id], quarter.from, quarter.to],
    );
    expect(noService).not.toBe(0);
    expect(tile(unknown, 'netSpend').value).toBeCloseTo(noService, 2);
    const unknownMode = await dashboard(token, `${base}&groundVsExpress=Unknown`);
    const noMode = await number(
      `SELECT sum(c.net_amount) AS value ${scopedCharges('p.ground_vs_express IS NULL')}`,
      [[clients.own.id], quarter.from, quarter.to],
    );
    expect(noMode).not.toBe(0);
    expect(tile(unknownMode, 'netSpend').value).toBeCloseTo(noMode, 2);
    expect(
      (await frameGet(token, `/analytics/dashboard?${base}&senderState=Unknown&weightBand=Unknown`))
        .statusCode,
    ).toBe(200);

    const byZone = await dashboard(token, `${base}&zone=5`);
    const zoneNet = await number(`SELECT sum(c.net_amount) AS value ${scopedCharges("p.zone = '5'")}`, [
      [clients.own.id],
      quarter.from,
      quarter.to,
    ]);
    const zonePackages = await number(`SELECT count(*) AS value ${scopedPackages("p.zone = '5'")}`, [
      [clients.own.id],
      quarter.from,
      quarter.to,
    ]);
    expect(zonePackages).toBeGreaterThan(0);
    expect(tile(byZone, 'netSpend').value).toBeCloseTo(zoneNet, 2);
    expect(tile(byZone, 'packages').value).toBe(zonePackages);

    const residential = await dashboard(token, `${base}&unifiedChargeGrouping=RESIDENTIAL`);
    const residentialNet = await number(
      `SELECT sum(c.net_amount) AS value ${scopedCharges("c.unified_charge_grouping = 'RESIDENTIAL'")}`,
      [[clients.own.id], quarter.from, quarter.to],
    );
    const residentialPackages = await number(
      `SELECT count(DISTINCT c.package_id) AS value ${scopedCharges("c.unified_charge_grouping = 'RESIDENTIAL'")}`,
      [[clients.own.id], quarter.from, quarter.to],
    );
    expect(residentialPackages).toBeGreaterThan(0);
    expect(tile(residential, 'netSpend').value).toBeCloseTo(residentialNet, 2);
    expect(tile(residential, 'packages').value).toBe(residentialPackages);

    const refused = await frameGet(token, `/analytics/dashboard?${base}&weightBand=heavy`);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ fields: Record<string, string> }>().fields).join()).toContain(
      'weightBand',
    );
  });

  it('shows — (null) for a ratio over zero, and defaults to the last 12 full months with data', async () => {
    const token = await frameToken(people.member, 'executive_summary');
    const empty = await dashboard(token, 'from=2023-01-01&to=2023-01-31');
    expect(tile(empty, 'netSpend').value).toBe(0);
    expect(tile(empty, 'costPerPackage').value).toBeNull();
    expect(tile(empty, 'effectiveDiscountPct').value).toBeNull();
    expect(tile(empty, 'onTimePct').value).toBeNull();

    const defaulted = await dashboard(token, '');
    expect(defaulted.dataRange).toEqual({ first: '2024-11-01', last: '2025-03-31' });
    // The last 12 full months that have data: none before November 2024.
    expect(defaulted.range).toEqual({ from: '2024-11-01', to: '2025-03-31' });
    expect(defaulted.previousRange).toEqual({ from: '2024-06-01', to: '2024-10-31' });
  });
});

describe('every dashboard kind', () => {
  const scopeParams = () => [[clients.own.id], quarter.from, quarter.to];

  it('domestic shipping: domestic packages only, residential share, zone and sender states', async () => {
    const board = await dashboard(await frameToken(people.member, 'domestic_shipping'));
    const domestic = "p.scope = 'Domestic'";
    const net = await number(`SELECT sum(c.net_amount) AS value ${scopedCharges(domestic)}`, scopeParams());
    const packages = await number(`SELECT count(*) AS value ${scopedPackages(domestic)}`, scopeParams());
    const residential = await number(
      `SELECT count(*) AS value ${scopedPackages(`${domestic} AND EXISTS (SELECT 1 FROM charges r WHERE r.package_id = p.id AND r.unified_charge_grouping = 'RESIDENTIAL')`)}`,
      scopeParams(),
    );
    const zone = await number(
      `SELECT avg(p.zone::integer) AS value ${scopedPackages(`${domestic} AND p.zone ~ '^[0-9]+$'`)}`,
      scopeParams(),
    );
    expect(tile(board, 'netSpend').value).toBeCloseTo(net, 2);
    expect(tile(board, 'packages').value).toBe(packages);
    expect(tile(board, 'residentialPct').value).toBeCloseTo((residential / packages) * 100, 3);
    expect(tile(board, 'averageZone').value).toBeCloseTo(zone, 2);
    const states = seriesOf(board, 'netBySenderState', 'Net spend');
    const stateFacts = await db.query<{ state: string; net: string }>(
      `SELECT p.sender_state AS state, sum(c.net_amount) AS net ${scopedCharges(`${domestic} AND p.sender_state IS NOT NULL`)} GROUP BY 1`,
      scopeParams(),
    );
    expectCategories(states, factsOf(stateFacts.rows, 'state', 'net'), 2);
    const bands = seriesOf(board, 'byWeightBand', 'Packages');
    const bandFacts = await db.query<{ band: string; packages: string }>(
      `SELECT CASE WHEN ceil(p.billed_weight_lb) <= 1 THEN '1' WHEN ceil(p.billed_weight_lb) <= 5 THEN '2-5'
                   WHEN ceil(p.billed_weight_lb) <= 10 THEN '6-10' WHEN ceil(p.billed_weight_lb) <= 20 THEN '11-20'
                   WHEN ceil(p.billed_weight_lb) <= 50 THEN '21-50' WHEN ceil(p.billed_weight_lb) <= 70 THEN '51-70'
                   WHEN ceil(p.billed_weight_lb) <= 150 THEN '71-150' ELSE '150+' END AS band, count(*) AS packages
       ${scopedPackages(`${domestic} AND p.billed_weight_lb IS NOT NULL`)} GROUP BY 1`,
      scopeParams(),
    );
    expectCategories(bands, factsOf(bandFacts.rows, 'band', 'packages'));
    const services = seriesOf(board, 'byService', 'Packages');
    const serviceFacts = await db.query<{ service: string; packages: string }>(
      `SELECT p.service, count(*) AS packages ${scopedPackages(domestic)} GROUP BY 1`,
      scopeParams(),
    );
    expectCategories(services, factsOf(serviceFacts.rows, 'service', 'packages'));
  });

  it('international shipping: duties, taxes and brokerage, destinations and transit days', async () => {
    const board = await dashboard(await frameToken(people.admin, 'international_shipping'));
    const all = [[clients.own.id, clients.other.id], quarter.from, quarter.to];
    const intl = "p.scope = 'International'";
    const net = await number(`SELECT sum(c.net_amount) AS value ${scopedCharges(intl)}`, all);
    const duties = await number(
      `SELECT sum(c.net_amount) AS value ${scopedCharges(`${intl} AND c.unified_charge_grouping IN ('DUTIES_TAXES', 'BROKERAGE')`)}`,
      all,
    );
    const transit = await number(
      `SELECT avg(p.delivery_date - p.ship_date) AS value ${scopedPackages(`${intl} AND p.delivery_date IS NOT NULL`)}`,
      all,
    );
    expect(tile(board, 'netSpend').value).toBeCloseTo(net, 2);
    expect(tile(board, 'dutiesTaxesBrokerage').value).toBeCloseTo(duties, 2);
    expect(duties).toBeGreaterThan(0);
    expect(transit).toBeGreaterThan(0);
    expect(tile(board, 'averageTransitDays').value).toBeCloseTo(transit, 2);
    const countries = seriesOf(board, 'byCountry', 'Net spend');
    const countryFacts = await db.query<{ country: string; net: string }>(
      `SELECT p.receiver_country AS country, sum(c.net_amount) AS net ${scopedCharges(intl)} GROUP BY 1`,
      all,
    );
    expectCategories(countries, factsOf(countryFacts.rows, 'country', 'net'), 2);
    const dutiesByMonth = panel(board, 'dutiesByMonth');
    const dutiesTotal = dutiesByMonth.series
      .flatMap((series) => series.values)
      .reduce((sum, value) => sum! + value!, 0);
    expect(dutiesTotal).toBeCloseTo(duties, 2);
  });

  it('accessorials summary: spend, share, per package and the weekly trend', async () => {
    const board = await dashboard(await frameToken(people.member, 'accessorials_summary'));
    const f = await factFigures({ organizations: [clients.own.id], ...quarter });
    const withAccessorial = await number(
      `SELECT count(DISTINCT c.package_id) AS value ${scopedCharges("c.unified_charge_grouping NOT IN ('FREIGHT', 'FUEL')")}`,
      scopeParams(),
    );
    expect(tile(board, 'accessorialSpend').value).toBeCloseTo(f.accessorial, 2);
    expect(tile(board, 'accessorialPct').value).toBeCloseTo((f.accessorial / f.net) * 100, 3);
    expect(tile(board, 'accessorialPerPackage').value).toBeCloseTo(f.accessorial / f.packages, 2);
    expect(tile(board, 'packagesWithAccessorialPct').value).toBeCloseTo(
      (withAccessorial / f.packages) * 100,
      3,
    );
    const weekly = seriesOf(board, 'weeklyTrend', 'Accessorial spend');
    const weekFacts = await db.query<{ week: string; net: string }>(
      `SELECT to_char(date_trunc('week', c.ship_date), 'YYYY-MM-DD') AS week, sum(c.net_amount) AS net
       ${scopedCharges("c.unified_charge_grouping NOT IN ('FREIGHT', 'FUEL')")} GROUP BY 1`,
      scopeParams(),
    );
    expectCategories(weekly, factsOf(weekFacts.rows, 'week', 'net'), 2);
  });

  it('discount monitoring: contracted discount, variance and under-discounted packages', async () => {
    const board = await dashboard(await frameToken(people.member, 'discount_monitoring_summary'));
    const covered = 'p.contracted_discount_pct IS NOT NULL';
    const expected = await number(
      `SELECT sum(p.contracted_discount_pct * p.freight_gross / 100) AS value ${scopedPackages(covered)}`,
      scopeParams(),
    );
    const coveredGross = await number(
      `SELECT sum(p.freight_gross) AS value ${scopedPackages(covered)}`,
      scopeParams(),
    );
    // Variance per DASHBOARDS.md: (contracted % x freight gross) - freight incentive, from the freight charges.
    const variance = await number(
      `SELECT sum(v) AS value FROM (
         SELECT round(p.contracted_discount_pct * sum(c.gross_amount) / 100 - sum(c.incentive_amount), 2) AS v
         ${scopedCharges(`${covered} AND c.unified_charge_grouping = 'FREIGHT'`)} GROUP BY p.id, p.contracted_discount_pct) x`,
      scopeParams(),
    );
    const under = await number(
      `SELECT count(*) AS value FROM (
         SELECT p.contracted_discount_pct * sum(c.gross_amount) / 100 - sum(c.incentive_amount) AS v
         ${scopedCharges(`${covered} AND c.unified_charge_grouping = 'FREIGHT'`)} GROUP BY p.id, p.contracted_discount_pct) x
       WHERE round(v, 2) > 0.005`,
      scopeParams(),
    );
    expect(coveredGross).toBeGreaterThan(0);
    expect(tile(board, 'contractedDiscountPct').value).toBeCloseTo((expected / coveredGross) * 100, 3);
    expect(tile(board, 'varianceAmount').value).toBeCloseTo(variance, 2);
    expect(tile(board, 'underDiscountedPackages').value).toBe(under);
    const bySla = await db.query<{ sla: string; pct: string }>(
      `SELECT p.sla_grouping AS sla, 100 * sum(p.contracted_discount_pct * p.freight_gross / 100) / sum(p.freight_gross) AS pct
       ${scopedPackages(covered)} GROUP BY 1 HAVING sum(p.freight_gross) <> 0`,
      scopeParams(),
    );
    const contracted = seriesOf(board, 'bySlaGrouping', 'Contracted %');
    expectCategories(contracted, factsOf(bySla.rows, 'sla', 'pct'), 3);
  });

  it('performance tracker: on-time, late, refund-eligible and transit days', async () => {
    const board = await dashboard(await frameToken(people.member, 'performance_tracker'));
    const f = await factFigures({ organizations: [clients.own.id], ...quarter });
    const gsr = await number(`SELECT count(*) AS value ${scopedPackages('p.gsr_eligible')}`, scopeParams());
    const gsrAmount = await number(
      `SELECT sum(c.net_amount) AS value ${scopedCharges("p.gsr_eligible AND c.unified_charge_grouping IN ('FREIGHT', 'FUEL')")}`,
      scopeParams(),
    );
    const business = await number(
      `SELECT avg(p.transit_business_days) AS value ${scopedPackages('p.delivery_date IS NOT NULL')}`,
      scopeParams(),
    );
    expect(tile(board, 'latePackages').value).toBe(f.late);
    expect(tile(board, 'refundEligiblePackages').value).toBe(gsr);
    expect(tile(board, 'refundEligibleAmount').value).toBeCloseTo(gsrAmount, 2);
    expect(tile(board, 'averageTransitBusinessDays').value).toBeCloseTo(business, 2);
    const lateByWeek = seriesOf(board, 'lateByWeek', 'Late packages');
    expect(Object.values(lateByWeek).reduce((sum, value) => sum! + value!, 0)).toBe(f.late);
    const lateWeeks = await db.query<{ week: string; late: number }>(
      `SELECT to_char(date_trunc('week', p.ship_date), 'YYYY-MM-DD') AS week, count(*) FILTER (WHERE p.is_late)::integer AS late
       ${scopedPackages()} GROUP BY 1`,
      scopeParams(),
    );
    expect(lateWeeks.rows.length).toBeGreaterThan(1);
    expectCategories(lateByWeek, factsOf(lateWeeks.rows, 'week', 'late'));
    const refunds = await db.query<{ tracking: string; amount: string }>(
      `SELECT p.tracking_number AS tracking, sum(c.net_amount) AS amount
       ${scopedCharges("p.gsr_eligible AND c.unified_charge_grouping IN ('FREIGHT', 'FUEL')")}
       GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 100`,
      scopeParams(),
    );
    expect(refunds.rows.length).toBeGreaterThan(0);
    expect(panel(board, 'refundEligible').categories).toEqual(refunds.rows.map((row) => row.tracking));
    expect(panel(board, 'refundEligible').series[0]!.values).toEqual(
      refunds.rows.map((row) => Number(row.amount)),
    );
    const byCarrier = await db.query<{ carrier: string; pct: string }>(
      `SELECT p.carrier, 100.0 * count(*) FILTER (WHERE p.audit_result = 'On Time')
                / count(*) FILTER (WHERE p.audit_result = 'On Time' OR p.is_late) AS pct
       ${scopedPackages("p.audit_result = 'On Time' OR p.is_late")} GROUP BY 1`,
      scopeParams(),
    );
    const onTimeByCarrier = seriesOf(board, 'onTimeByCarrier', 'On-time %');
    expectCategories(onTimeByCarrier, factsOf(byCarrier.rows, 'carrier', 'pct'), 3);
  });

  it.each([
    ['performance_tracker', 'the quarter', quarter, ''],
    [
      'international_shipping',
      'a range that cuts its months',
      { from: '2025-01-10', to: '2025-03-20' },
      'International',
    ],
  ])('%s counts delivered packages by transit days over %s', async (kind, _range, range, scope) => {
    const token = await frameToken(people.member, kind as 'performance_tracker');
    const board = await dashboard(token, `from=${range.from}&to=${range.to}`);
    const facts = await db.query<{ days: string; packages: number }>(
      `SELECT (p.delivery_date - p.ship_date)::text AS days, count(*)::integer AS packages
         ${scopedPackages(`p.delivery_date IS NOT NULL AND ($4 = '' OR p.scope = $4)`)}
         GROUP BY p.delivery_date - p.ship_date ORDER BY p.delivery_date - p.ship_date`,
      [[clients.own.id], range.from, range.to, scope],
    );
    expect(facts.rows.length).toBeGreaterThan(1);
    const transit = panel(board, 'transitDays');
    expect(transit.categories).toEqual(facts.rows.map((row) => row.days));
    expect(transit.series[0]!.values).toEqual(facts.rows.map((row) => row.packages));
  });

  it('mode optimization: express packages ground would deliver in time', async () => {
    const board = await dashboard(await frameToken(people.member, 'mode_optimization'));
    const expressPackages = await number(
      `SELECT count(*) AS value ${scopedPackages("p.ground_vs_express = 'Express'")}`,
      scopeParams(),
    );
    const packages = await number(`SELECT count(*) AS value ${scopedPackages()}`, scopeParams());
    // Ground's days by zone (DOMAIN.md: zones 1-2 one day, 3-4 two, 5-6 three, 7 four, 8 five) within the express
    // level's own days.
    const expressDays =
      "CASE WHEN p.sla_grouping LIKE 'NEXT_DAY%' THEN 1 WHEN p.sla_grouping LIKE 'TWO_DAY%' THEN 2 WHEN p.sla_grouping = 'THREE_DAY' THEN 3 END";
    const groundDays =
      'CASE WHEN p.zone::integer <= 2 THEN 1 WHEN p.zone::integer <= 4 THEN 2 WHEN p.zone::integer <= 6 THEN 3 WHEN p.zone::integer = 7 THEN 4 WHEN p.zone::integer = 8 THEN 5 END';
    const candidates = await number(
      `SELECT count(*) AS value ${scopedPackages(`p.ground_vs_express = 'Express' AND p.scope = 'Domestic' AND p.zone ~ '^[0-9]+$' AND ${groundDays} <= ${expressDays}`)}`,
      scopeParams(),
    );
    expect(tile(board, 'expressPackagePct').value).toBeCloseTo((expressPackages / packages) * 100, 3);
    expect(tile(board, 'downgradeCandidates').value).toBe(candidates);
    // Savings per ARCHITECTURE.md: for each month's group of candidates of one service, zone, weight band and
    // place, their net over what as many packages cost by ground (the average domestic ground net per package of
    // the same zone and weight band over the range), never below zero.
    const savings = await number(
      `WITH ground AS (
         SELECT p.zone, p.weight_band, sum(p.net_amount) / count(*) AS per_package
         ${scopedPackages("p.ground_vs_express = 'Ground' AND p.scope = 'Domestic'")}
         GROUP BY 1, 2),
       groups AS (
         SELECT p.zone, p.weight_band, count(*) AS packages, sum(p.net_amount) AS net
         ${scopedPackages(`p.ground_vs_express = 'Express' AND p.scope = 'Domestic' AND p.zone ~ '^[0-9]+$' AND ${groundDays} <= ${expressDays}`)}
         GROUP BY date_trunc('month', p.ship_date), p.carrier, p.service, p.zone, p.weight_band, p.sender_state,
                  p.receiver_country)
       SELECT sum(greatest(groups.net - groups.packages * ground.per_package, 0)) AS value
       FROM groups LEFT JOIN ground ON ground.zone = groups.zone AND ground.weight_band = groups.weight_band`,
      scopeParams(),
    );
    expect(savings).toBeGreaterThan(0);
    expect(tile(board, 'estimatedSavings').value).toBeCloseTo(savings, 2);
    const byZone = await db.query<{ zone: string; packages: string }>(
      `SELECT p.zone, count(*) AS packages
       ${scopedPackages(`p.ground_vs_express = 'Express' AND p.scope = 'Domestic' AND p.zone ~ '^[0-9]+$' AND ${groundDays} <= ${expressDays}`)}
       GROUP BY 1`,
      scopeParams(),
    );
    const candidatesByZone = seriesOf(board, 'candidatesByZone', 'Candidates');
    expectCategories(candidatesByZone, factsOf(byZone.rows, 'zone', 'packages'));
  });

  it('discounts: effective discount and incentive', async () => {
    const board = await dashboard(await frameToken(people.member, 'discounts'));
    const f = await factFigures({ organizations: [clients.own.id], ...quarter });
    expect(tile(board, 'incentiveAmount').value).toBeCloseTo(f.incentive, 2);
    expect(tile(board, 'effectiveDiscountPct').value).toBeCloseTo((f.incentive / f.gross) * 100, 3);
    const byMonth = panel(board, 'effectiveDiscountByMonth');
    expect(byMonth.categories).toEqual(['2025-01', '2025-02', '2025-03']);
    expect(byMonth.series.map((series) => series.name).sort()).toEqual(['FedEx', 'UPS']);
    for (const series of byMonth.series) {
      expect(
        series.values.some((value) => value !== 0 && value !== null),
        series.name,
      ).toBe(true);
      const carrier = series.name === 'FedEx' ? 'FEDEX' : series.name;
      for (const [index, month] of byMonth.categories.entries()) {
        const gross = await number(
          `SELECT sum(c.gross_amount) AS value ${scopedCharges(`i.carrier = $4 AND to_char(c.ship_date, 'YYYY-MM') = $5`)}`,
          [...scopeParams(), carrier, month],
        );
        const incentive = await number(
          `SELECT sum(c.incentive_amount) AS value ${scopedCharges(`i.carrier = $4 AND to_char(c.ship_date, 'YYYY-MM') = $5`)}`,
          [...scopeParams(), carrier, month],
        );
        if (gross === 0) expect(series.values[index]).toBeNull();
        else expect(series.values[index]).toBeCloseTo((incentive / gross) * 100, 3);
      }
    }
  });
});

describe('GET /analytics/rows', () => {
  interface Page {
    rows: {
      id: string;
      shipDate: string;
      net?: number;
      variance?: number | null;
      trackingNumber: string | null;
    }[];
    nextCursor: string | null;
    totals: { count: number; amount: number };
  }

  async function allPages(token: string, query: string) {
    const rows: Page['rows'] = [];
    let cursor: string | null = null;
    let pages = 0;
    let totals: Page['totals'] | undefined;
    do {
      const response = await frameGet(
        token,
        `/analytics/rows?from=${quarter.from}&to=${quarter.to}&limit=7&${query}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<Page>();
      rows.push(...page.rows);
      totals = page.totals;
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 500);
    return { rows, totals: totals! };
  }

  it('pages every accessorial charge of the filter once, in order, with the count and $ of them all', async () => {
    const token = await frameToken(people.member, 'accessorials_detail');
    const { rows, totals } = await allPages(token, 'sort=net&order=desc');
    const count = await number(
      `SELECT count(*) AS value ${scopedCharges("c.unified_charge_grouping NOT IN ('FREIGHT', 'FUEL')")}`,
      [[clients.own.id], quarter.from, quarter.to],
    );
    const amount = await number(
      `SELECT sum(c.net_amount) AS value ${scopedCharges("c.unified_charge_grouping NOT IN ('FREIGHT', 'FUEL')")}`,
      [[clients.own.id], quarter.from, quarter.to],
    );
    expect(count).toBeGreaterThan(7);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row.id)).size).toBe(count);
    expect(totals).toEqual({ count, amount: Math.round(amount * 100) / 100 });
    const nets = rows.map((row) => row.net!);
    expect(nets).toEqual([...nets].sort((a, b) => b - a));

    const dashboardTiles = await dashboard(token);
    expect(tile(dashboardTiles, 'rowCount').value).toBe(count);
    expect(tile(dashboardTiles, 'rowAmount').value).toBeCloseTo(amount, 2);
  });

  it('filters the rows by grouping, and refuses an unknown sort or another kind of token', async () => {
    const token = await frameToken(people.member, 'accessorials_detail');
    const { rows, totals } = await allPages(token, 'unifiedChargeGrouping=RESIDENTIAL');
    const count = await number(
      `SELECT count(*) AS value ${scopedCharges("c.unified_charge_grouping = 'RESIDENTIAL'")}`,
      [[clients.own.id], quarter.from, quarter.to],
    );
    expect(count).toBeGreaterThan(7);
    expect(rows).toHaveLength(count);
    expect(totals.count).toBe(count);
    const shipDates = rows.map((row) => row.shipDate);
    expect(shipDates).toEqual([...shipDates].sort());

    expect((await frameGet(token, '/analytics/rows?sort=variance')).statusCode).toBe(400);
    expect((await frameGet(token, '/analytics/rows?cursor=nonsense')).statusCode).toBe(400);
    const summary = await frameGet(await frameToken(people.member, 'executive_summary'), '/analytics/rows');
    expect(summary.statusCode).toBe(403);
    expect(summary.json<{ message: string }>().message).toContain('Accessorials Detail');
  });

  it('counts the accessorial charges of a range that cuts its months, also of one service, as the facts hold them', async () => {
    const token = await frameToken(people.member, 'accessorials_detail');
    const cut = { from: '2025-01-15', to: '2025-03-10' };
    const service = 'Ground Residential';
    for (const [query, where] of [
      ['', 'true'],
      [`&service=${encodeURIComponent(service)}`, `p.service = '${service}'`],
    ] as const) {
      const accessorial = `c.unified_charge_grouping NOT IN ('FREIGHT', 'FUEL') AND ${where}`;
      const params = [[clients.own.id], cut.from, cut.to];
      const count = await number(`SELECT count(*) AS value ${scopedCharges(accessorial)}`, params);
      const amount = await number(`SELECT sum(c.net_amount) AS value ${scopedCharges(accessorial)}`, params);
      expect(count).toBeGreaterThan(2);
      const page = await frameGet(token, `/analytics/rows?from=${cut.from}&to=${cut.to}&limit=1${query}`);
      expect(page.json<Page>().totals).toEqual({ count, amount: Math.round(amount * 100) / 100 });
    }
  });

  it('lists every freight charge with its contracted discount and variance for discount monitoring', async () => {
    const token = await frameToken(people.member, 'discount_monitoring_detail');
    const { rows, totals } = await allPages(token, '');
    const count = await number(
      `SELECT count(*) AS value ${scopedCharges("c.unified_charge_grouping = 'FREIGHT' AND c.package_id IS NOT NULL")}`,
      [[clients.own.id], quarter.from, quarter.to],
    );
    expect(count).toBeGreaterThan(7);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row.id)).size).toBe(count);
    const variance = rows.reduce((sum, row) => sum + (row.variance ?? 0), 0);
    expect(totals.amount).toBeCloseTo(variance, 2);
    expect(rows.every((row) => row.trackingNumber)).toBe(true);
    // By default the largest variance first, charges without a contracted discount last.
    const variances = rows.map((row) => row.variance ?? -Infinity);
    expect(variances).toEqual([...variances].sort((a, b) => b - a));

    const byTracking = await allPages(token, 'sort=trackingNumber&order=asc');
    expect(byTracking.rows.map((row) => row.id).sort()).toEqual(rows.map((row) => row.id).sort());
    const tracking = byTracking.rows.map((row) => row.trackingNumber!);
    expect(tracking).toEqual([...tracking].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const cursor = (
      await frameGet(token, `/analytics/rows?limit=3&from=${quarter.from}&to=${quarter.to}`)
    ).json<Page>().nextCursor!;
    const otherSort = await frameGet(token, `/analytics/rows?limit=3&sort=gross&cursor=${cursor}`);
    expect(otherSort.statusCode).toBe(400);
    expect(otherSort.json<{ fields: Record<string, string> }>().fields).toHaveProperty('cursor');
  });
});
