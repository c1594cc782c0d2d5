import type { components } from '@waybill/api-client/schema';
import { SLA_GROUPING_LABELS } from '@waybill/api-client/vocabulary';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  deleteDeliveryCommitmentRow,
  findOverlappingCommitment,
  insertDeliveryCommitment,
  listDeliveryCommitmentRows,
  lockDeliveryCommitment,
  updateDeliveryCommitmentRow,
  type DeliveryCommitmentFields,
  type DeliveryCommitmentRow,
} from '../../repositories/delivery-commitments.js';
import {
  packagesOfSlaGroupings,
  rederivePackages,
  type Rederivation,
} from '../../repositories/package-rederivation.js';
import { changeReferenceData } from './reference-data-change.js';

export type DeliveryCommitment = components['schemas']['DeliveryCommitment'];
export type DeliveryCommitmentInput = components['schemas']['DeliveryCommitmentInput'];
export type DeliveryCommitmentChange = components['schemas']['DeliveryCommitmentChange'];

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

/**
 * Refuses a commitment whose zones another commitment of its SLA group covers: a package of such a zone would have
 * two. Safe from a race: every change of the reference data runs under the import lock (changeReferenceData).
 */
async function ensureNoOverlap(
  tx: SignedInContext,
  commitment: DeliveryCommitmentFields,
  exceptId: number | null,
): Promise<void> {
  const other = await findOverlappingCommitment(tx.db, commitment, exceptId);
  if (!other) return;
  const group = SLA_GROUPING_LABELS[commitment.slaGrouping];
  if (other.zoneFrom === null)
    throw refused('zoneFrom', `${group} already has a commitment for every other zone: edit that one`);
  throw refused('zoneFrom', `${group} already has a commitment for ${zonesText(other)}`);
}

/**
 * One commitment changed (as it was and as it is): the audit log keeps both, and the packages of both SLA groups
 * are re-derived (their commitment, verdict and refund eligibility).
 */
function commitmentChange(
  change: 'added' | 'changed' | 'removed',
  before: DeliveryCommitmentRow | undefined,
  after: DeliveryCommitmentRow | undefined,
) {
  const groups = [
    ...new Set([before?.slaGrouping, after?.slaGrouping].filter((group) => group !== undefined)),
  ];
  return {
    details: { change, before: before ?? null, after: after ?? null },
    result: { commitment: after },
    rederive: (tx: SignedInContext) => rederivePackages(tx.db, packagesOfSlaGroupings(groups)),
  };
}

async function lockedCommitment(tx: SignedInContext, id: number): Promise<DeliveryCommitmentRow> {
  const commitment = await lockDeliveryCommitment(tx.db, id);
  if (!commitment) throw new AppError('not_found', deliveryCommitmentNotFoundMessage);
  return commitment;
}

/** Adds a commitment and re-derives the stored packages of its SLA group (see changeReferenceData). */
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

/** Replaces a commitment's fields and re-derives the packages of its old and new SLA group; 404 for an unknown id. */
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

/** Removes a commitment and re-derives the packages of its SLA group; 404 for an unknown id. */
export async function deleteDeliveryCommitment(context: SignedInContext, id: number): Promise<Rederivation> {
  const { rederived } = await changeReferenceData(context, 'delivery_commitments', async (tx) => {
    const before = await lockedCommitment(tx, id);
    await deleteDeliveryCommitmentRow(tx.db, id);
    return commitmentChange('removed', before, undefined);
  });
  return rederived;
}
