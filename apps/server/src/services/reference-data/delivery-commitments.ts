import type { components } from '@waybill/api-client/schema';
import { SLA_GROUPING_LABELS } from '@waybill/api-client/vocabulary';
import type { Readable } from 'node:stream';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  deleteDeliveryCommitmentRow,
  insertDeliveryCommitment,
  listDeliveryCommitmentRows,
  lockDeliveryCommitment,
  updateDeliveryCommitmentRow,
  type DeliveryCommitmentFields,
  type DeliveryCommitmentRow,
} from '../../repositories/delivery-commitments.js';
import {
  packagesOfCommitments,
  rederivePackages,
  type Rederivation,
} from '../../repositories/package-rederivation.js';
import { changeReferenceData } from './reference-data-change.js';
import {
  optionalWholeNumberCell,
  readReferenceFile,
  referenceCsv,
  refusedLine,
  wholeNumberCell,
  type ReferenceFile,
  type ReferenceLine,
  replaceRows,
} from './reference-file.js';

export type DeliveryCommitment = components['schemas']['DeliveryCommitment'];
export type DeliveryCommitmentInput = components['schemas']['DeliveryCommitmentInput'];
export type DeliveryCommitmentChange = components['schemas']['DeliveryCommitmentChange'];
export type DeliveryCommitmentsImport = components['schemas']['DeliveryCommitmentsImport'];

export const deliveryCommitmentNotFoundMessage = 'Delivery commitment not found';

/** Every delivery commitment (platform admins: the access gate). */
export async function listDeliveryCommitments(
  context: SignedInContext,
): Promise<{ commitments: DeliveryCommitment[] }> {
  return { commitments: await listDeliveryCommitmentRows(context.db) };
}

function refused(field: keyof DeliveryCommitmentInput, message: string): AppError {
  return new AppError('bad_request', message, { [field]: message });
}

const zonesText = ({ zoneFrom, zoneTo }: Pick<DeliveryCommitmentFields, 'zoneFrom' | 'zoneTo'>) =>
  zoneFrom === zoneTo ? `zone ${zoneFrom}` : `zones ${zoneFrom} to ${zoneTo}`;

/**
 * The commitment as it is written (its time with seconds), or the 400 that says what to fix. The contract has
 * checked each field alone; these are the checks across fields.
 */
function checkedCommitment(input: DeliveryCommitmentInput): DeliveryCommitmentFields {
  if (input.zoneFrom !== null && input.zoneTo === null)
    throw refused('zoneTo', 'Give the last zone too, or no zones for every other zone');
  if (input.zoneFrom === null && input.zoneTo !== null)
    throw refused('zoneFrom', 'Give the first zone too, or no zones for every other zone');
  if (input.zoneFrom !== null && input.zoneTo !== null && input.zoneTo < input.zoneFrom)
    throw refused('zoneTo', 'The last zone is before the first');
  return {
    ...input,
    commitTime: input.commitTime.length === 5 ? `${input.commitTime}:00` : input.commitTime,
  };
}

/** Whether two commitments of one SLA group cover a zone in common (two rows without zones do: every other zone). */
function overlapping(a: DeliveryCommitmentFields, b: DeliveryCommitmentFields): boolean {
  if (a.slaGrouping !== b.slaGrouping) return false;
  if (a.zoneFrom === null || b.zoneFrom === null) return a.zoneFrom === b.zoneFrom;
  return a.zoneFrom <= b.zoneTo! && b.zoneFrom <= a.zoneTo!;
}

/** Why `commitment` cannot join its SLA group beside `other`, which covers some of its zones. */
function overlapMessage(commitment: DeliveryCommitmentFields, other: DeliveryCommitmentFields): string {
  const group = SLA_GROUPING_LABELS[commitment.slaGrouping];
  if (other.zoneFrom === null) return `${group} already has a commitment for every other zone: edit that one`;
  return `${group} already has a commitment for ${zonesText(other)}`;
}

/**
 * Refuses a commitment whose zones another commitment of its SLA group covers: a package of such a zone would have
 * two. Safe from a race: every change of the reference data runs under the import lock (changeReferenceData).
 */
async function ensureNoOverlap(
  tx: SignedInContext,
  commitment: DeliveryCommitmentFields,
  exceptId: number | null,
): Promise<void> {
  // The rows in their listed order: the first one covering a zone is the one the message names.
  const other = (await listDeliveryCommitmentRows(tx.db)).find(
    (row) => row.id !== exceptId && overlapping(row, commitment),
  );
  if (other) throw refused('zoneFrom', overlapMessage(commitment, other));
}

/**
 * One commitment changed (as it was and as it is): the audit log keeps both, and the packages either covers are
 * re-derived (their commitment, verdict and refund eligibility).
 */
function commitmentChange(
  change: 'added' | 'changed' | 'removed',
  before: DeliveryCommitmentRow | undefined,
  after: DeliveryCommitmentRow | undefined,
) {
  const touched = [before, after].filter((row) => row !== undefined);
  return {
    details: { change, before: before ?? null, after: after ?? null },
    result: { commitment: after },
    rederive: (tx: SignedInContext) => rederivePackages(tx.db, packagesOfCommitments(touched), tx.onProgress),
  };
}

async function lockedCommitment(tx: SignedInContext, id: number): Promise<DeliveryCommitmentRow> {
  const commitment = await lockDeliveryCommitment(tx.db, id);
  if (!commitment) throw new AppError('not_found', deliveryCommitmentNotFoundMessage);
  return commitment;
}

/** Adds a commitment and re-derives the stored packages it covers (see changeReferenceData). */
export async function createDeliveryCommitment(
  context: SignedInContext,
  input: DeliveryCommitmentInput,
): Promise<DeliveryCommitmentChange> {
  const commitment = checkedCommitment(input);
  const { commitment: added, rederived } = await changeReferenceData(
    context,
    'delivery_commitments',
    async (tx) => {
      await ensureNoOverlap(tx, commitment, null);
      const id = await insertDeliveryCommitment(tx.db, commitment);
      return commitmentChange('added', undefined, { id, ...commitment });
    },
  );
  return { commitment: added!, rederived };
}

/** Replaces a commitment's fields and re-derives the packages it covered and covers; 404 for an unknown id. */
export async function updateDeliveryCommitment(
  context: SignedInContext,
  id: number,
  input: DeliveryCommitmentInput,
): Promise<DeliveryCommitmentChange> {
  const commitment = checkedCommitment(input);
  const { commitment: changed, rederived } = await changeReferenceData(
    context,
    'delivery_commitments',
    async (tx) => {
      const before = await lockedCommitment(tx, id);
      await ensureNoOverlap(tx, commitment, id);
      await updateDeliveryCommitmentRow(tx.db, id, commitment);
      return commitmentChange('changed', before, { id, ...commitment });
    },
  );
  return { commitment: changed!, rederived };
}

/** Removes a commitment and re-derives the packages it covered; 404 for an unknown id. */
export async function deleteDeliveryCommitment(context: SignedInContext, id: number): Promise<Rederivation> {
  const { rederived } = await changeReferenceData(context, 'delivery_commitments', async (tx) => {
    const before = await lockedCommitment(tx, id);
    await deleteDeliveryCommitmentRow(tx.db, id);
    return commitmentChange('removed', before, undefined);
  });
  return rederived;
}

/** The delivery commitments as a file: its columns, in order, and the field each holds. */
export const deliveryCommitmentsFile: ReferenceFile<keyof DeliveryCommitmentInput> = {
  table: 'the delivery commitments',
  row: 'commitment',
  columns: [
    { name: 'sla_grouping', field: 'slaGrouping' },
    { name: 'zone_from', field: 'zoneFrom', read: optionalWholeNumberCell },
    { name: 'zone_to', field: 'zoneTo', read: optionalWholeNumberCell },
    { name: 'business_days', field: 'businessDays', read: wholeNumberCell },
    { name: 'commit_time', field: 'commitTime' },
  ],
  schema: 'DeliveryCommitmentInput',
  // The seeded commitments are 27.
  maxRows: 1000,
};

/** The delivery commitments as the CSV file an analyst edits and imports again. */
export async function exportDeliveryCommitments(context: SignedInContext): Promise<string> {
  return referenceCsv(deliveryCommitmentsFile, await listDeliveryCommitmentRows(context.db));
}

/** A file's row as a commitment, checked as the API checks one; the 400 names the line. */
function commitmentOfLine({
  line,
  input,
}: ReferenceLine<keyof DeliveryCommitmentInput>): DeliveryCommitmentFields {
  try {
    return checkedCommitment(input as DeliveryCommitmentInput);
  } catch (error) {
    if (error instanceof AppError) throw refusedLine(line, error);
    throw error;
  }
}

/** The key that tells commitments apart: the SLA group and the first zone (none for the row without zones). */
const commitmentKey = (commitment: DeliveryCommitmentFields) =>
  `${commitment.slaGrouping}\u0000${commitment.zoneFrom ?? ''}`;

const sameCommitment = (a: DeliveryCommitmentFields, b: DeliveryCommitmentFields) =>
  deliveryCommitmentsFile.columns.every(({ field }) => a[field] === b[field]);

/**
 * Replaces the delivery commitments with a file's rows in one transaction (see changeReferenceData): a commitment the
 * file keeps by SLA group and first zone is changed in place, others are added or removed, and the packages every
 * changed commitment covered or covers are re-derived. A row the API would refuse, or whose zones another row of the
 * file covers, refuses the whole file with its line.
 */
export async function importDeliveryCommitments(
  context: SignedInContext,
  file: Readable,
): Promise<DeliveryCommitmentsImport> {
  const wanted: { line: number; commitment: DeliveryCommitmentFields }[] = [];
  for (const line of await readReferenceFile(deliveryCommitmentsFile, file, context.schemas)) {
    const commitment = commitmentOfLine(line);
    const earlier = wanted.find((other) => overlapping(other.commitment, commitment));
    if (earlier)
      throw refusedLine(
        line.line,
        new AppError(
          'bad_request',
          `${overlapMessage(commitment, earlier.commitment)} on line ${earlier.line}`,
        ),
      );
    wanted.push({ line: line.line, commitment });
  }
  const byKey = new Map(wanted.map(({ commitment }) => [commitmentKey(commitment), commitment]));
  return changeReferenceData(context, 'delivery_commitments', async (tx) => {
    const { counts, touched } = await replaceRows(await listDeliveryCommitmentRows(tx.db), byKey, {
      keyOf: commitmentKey,
      same: sameCommitment,
      insert: (commitment) => insertDeliveryCommitment(tx.db, commitment),
      update: (id, commitment) => updateDeliveryCommitmentRow(tx.db, id, commitment),
      remove: (id) => deleteDeliveryCommitmentRow(tx.db, id),
    });
    return {
      details: { change: 'imported', ...counts },
      result: { commitments: byKey.size, ...counts },
      rederive: (tx: SignedInContext) =>
        rederivePackages(tx.db, packagesOfCommitments(touched), tx.onProgress),
    };
  });
}
