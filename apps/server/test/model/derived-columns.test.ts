import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { fedexText, upsText } from './carrier-text.js';
import { createModelClient, type ModelClient } from './model-client.js';
import { addDays, type ShippingModel } from './model.js';
import {
  laterFile,
  noProofFile,
  noProofLaterFile,
  scenarioFiles,
  serviceSpellings,
  spellingFiles,
  splitFreightFile,
} from './scenario.js';
import { expectStoredEqualsModel, storedPackages } from './stored-versus-model.js';

let client: ModelClient;
let db: Database;
let model: ShippingModel;

const today = new Date().toISOString().slice(0, 10);
const importText = (carrier: 'UPS' | 'FEDEX', fileName: string, text: string) =>
  client.importText(carrier, fileName, text);

const files = scenarioFiles(today);

beforeAll(async () => {
  client = await createModelClient();
  ({ db, model } = client);
}, 120_000);

afterAll(async () => {
  await client?.app.close();
  await client?.testDb.dispose();
});

describe('the importer’s derived columns equal the test’s model of the carrier files', () => {
  it('UPS: a file received on the 15th day of its claim window', async () => {
    await importText('UPS', 'ups-inside.csv', upsText(files.upsInside()));
    await expectStoredEqualsModel(client);
    const judged = model.judged();
    // The data reaches both sides of the edges it is there for.
    const band = (b: string) => judged.filter((p) => p.weightBand === b).length;
    for (const b of ['1', '2-5', '6-10', '11-20', '21-50', '51-70', '71-150', '150+'])
      expect(band(b)).toBeGreaterThan(0);
    expect(judged.filter((p) => p.deliveryDate === p.commitDate && p.late === false).length).toBeGreaterThan(
      0,
    );
    expect(
      judged.filter((p) => p.deliveryDate === addDays(p.commitDate ?? '', 1) && p.late).length,
    ).toBeGreaterThan(0);
    expect(judged.filter((p) => p.gsrEligible).length).toBeGreaterThan(0);
    expect(judged.filter((p) => p.late && !p.gsrEligible && p.exemption === null).length).toBeGreaterThan(0);
    expect(new Set(judged.map((p) => p.exemption))).toEqual(
      new Set([null, 'weather', 'holiday_waiver', 'additional_handling']),
    );
    expect(new Set(judged.map((p) => p.contractedPct)).size).toBeGreaterThan(6);
    // Either side of the end of the ground guarantee (2020-03-25 in the seeded service map).
    const lateGround = (day: string) =>
      judged.filter((p) => p.groundVsExpress === 'Ground' && p.shipDate === day && p.late && !p.exemption);
    expect(lateGround('2020-03-25').some((p) => p.gsrEligible)).toBe(true);
    expect(lateGround('2020-03-26').length).toBeGreaterThan(0);
    expect(lateGround('2020-03-26').some((p) => p.gsrEligible)).toBe(false);
    // Weekend ship dates and deliveries.
    expect(
      judged.filter((p) => ['2020-03-21', '2020-03-22', '2020-02-29'].includes(p.shipDate) && p.late !== null)
        .length,
    ).toBeGreaterThan(3);
  });

  it('UPS: a file received on the 16th day, outside the window', async () => {
    await importText('UPS', 'ups-outside.csv', upsText(files.upsOutside()));
    await expectStoredEqualsModel(client);
    const outside = model.judged().filter((p) => p.tracking.includes('OUT'));
    expect(outside.filter((p) => p.late && p.exemption === null).length).toBeGreaterThan(0);
    expect(outside.filter((p) => p.gsrEligible)).toEqual([]);
  });

  it('FedEx: discounts as the freight’s incentive, delivery times either side of the 60-second rule', async () => {
    await importText('FEDEX', 'fedex.csv', fedexText(files.fedex()));
    await expectStoredEqualsModel(client);
    const onCommitDay = model
      .judged()
      .filter(
        (p) => p.carrier === 'FEDEX' && p.groundVsExpress === 'Express' && p.deliveryDate === p.commitDate,
      );
    // Exactly at the committed time (on time) and 60 seconds after it (late).
    expect(onCommitDay.filter((p) => p.secondsAfterCommit === 0 && p.late === false).length).toBeGreaterThan(
      1,
    );
    expect(onCommitDay.filter((p) => p.secondsAfterCommit === 60 && p.late === true).length).toBeGreaterThan(
      1,
    );
  });

  it('a later file: an address correction takes a package out of refund eligibility, a freight adjustment and a late delivery date', async () => {
    const eligible = model.judged().filter((p) => p.gsrEligible && p.carrier === 'UPS');
    const undelivered = model.judged().filter((p) => p.carrier === 'UPS' && p.deliveryDate === null);
    expect(eligible.length).toBeGreaterThan(1);
    const later = laterFile(model, today);
    await importText('UPS', 'ups-later.csv', upsText(later));
    await expectStoredEqualsModel(client);
    const after = new Map(model.judged().map((p) => [p.tracking, p]));
    const corrected = eligible.slice(0, Math.ceil(eligible.length / 2));
    for (const p of corrected) expect(after.get(p.tracking)!.gsrEligible).toBe(false);
    expect(undelivered.length).toBeGreaterThan(2);
    for (const p of undelivered.slice(0, 3)) expect(after.get(p.tracking)!.late).not.toBeNull();
  });

  it('a package billed its freight in two charges: its variance adds up theirs, each rounded to the cent', async () => {
    const split = splitFreightFile(today);
    await importText('UPS', 'ups-split.csv', upsText(split));
    await expectStoredEqualsModel(client);
    // 30.5 % x $11.00 - $2.00 = $1.355 a charge: $1.36 each to the cent.
    const stored = await storedPackages(client);
    expect(stored.get(split.packages[0]!.tracking)!.varianceCents).toBe(272);
  });

  it('no proof of delivery: billed 30 days after shipping the package is in transit, 31 days after an exception', async () => {
    const first = noProofFile();
    await importText('UPS', 'ups-no-proof.csv', upsText(first));
    await expectStoredEqualsModel(client);
    const statuses = () =>
      new Map(model.judged().map((p) => [p.tracking, `${p.trackStatus} / ${p.auditStatus}`]));
    // The model's verdicts on either side of the edge, as DOMAIN.md names them.
    const [thirty, thirtyOne, expressThirty, expressThirtyOne] = first.packages.map((p) => p.tracking);
    expect([thirty, thirtyOne, expressThirty, expressThirtyOne].map((t) => statuses().get(t!))).toEqual([
      'In Transit / Pending',
      'Exception / Exception',
      'In Transit / Pending',
      'Exception / Exception',
    ]);
    // A day later the one still undelivered crosses the edge; the other's delivery settles its audit.
    await importText('UPS', 'ups-no-proof-later.csv', upsText(noProofLaterFile()));
    await expectStoredEqualsModel(client);
    expect([thirty, thirtyOne].map((t) => statuses().get(t!))).toEqual([
      'Exception / Exception',
      'Delivered / Complete',
    ]);
  });

  it('service names as the carriers spell them: prefixes, weight tiers, One Rate, a former name, and one no rule maps', async () => {
    const spellings = spellingFiles(today);
    const upsControlId = await importText('UPS', 'ups-spellings.csv', upsText(spellings.UPS));
    const fedexControlId = await importText('FEDEX', 'fedex-spellings.csv', fedexText(spellings.FEDEX));
    await expectStoredEqualsModel(client);
    // The model's verdicts are those DOMAIN.md gives each name, written out in the scenario.
    const judged = new Map(model.judged().map((p) => [p.service, p]));
    const verdicts = serviceSpellings.map(({ service }) => {
      const p = judged.get(service)!;
      return [service, p.slaGrouping, p.groundVsExpress, p.scope, p.late, p.gsrEligible];
    });
    expect(verdicts).toEqual(
      serviceSpellings.map((s) => [
        s.service,
        s.slaGrouping,
        s.groundVsExpress,
        s.scope,
        s.slaGrouping === null ? null : true,
        s.gsrEligible,
      ]),
    );
    // A name no rule maps is named in the import's report.
    const reports = await db.query<{ unknown: string[] }>(
      `SELECT report -> 'unknownServices' AS unknown FROM import_jobs
       WHERE report ->> 'controlId' IN ($1, $2) ORDER BY report ->> 'controlId'`,
      [upsControlId, fedexControlId],
    );
    expect(reports.rows.map((row) => row.unknown).sort()).toEqual([
      ['FedEx Custom Critical'],
      ['UPS Express Critical'],
    ]);
  });
});
