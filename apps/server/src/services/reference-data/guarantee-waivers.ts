import type { components } from '@waybill/api-client/schema';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  deleteGuaranteeWaiverRow,
  insertGuaranteeWaiver,
  listGuaranteeWaiverRows,
  lockGuaranteeWaiver,
  updateGuaranteeWaiverRow,
  type GuaranteeWaiverFields,
  type GuaranteeWaiverRow,
} from '../../repositories/guarantee-waivers.js';
import { findOrganizationName } from '../../repositories/organizations.js';
import {
  packagesOfWaivers,
  rederivePackages,
  type Rederivation,
} from '../../repositories/package-rederivation.js';
import { changeReferenceData } from './reference-data-change.js';

export type GuaranteeWaiver = components['schemas']['GuaranteeWaiver'];
export type GuaranteeWaiverInput = components['schemas']['GuaranteeWaiverInput'];
export type GuaranteeWaiverChange = components['schemas']['GuaranteeWaiverChange'];

export const guaranteeWaiverNotFoundMessage = 'Guarantee waiver not found';

/** Every guarantee waiver, newest first (platform admins: the access gate). */
export async function listGuaranteeWaivers(
  context: SignedInContext,
): Promise<{ waivers: GuaranteeWaiver[] }> {
  return { waivers: await listGuaranteeWaiverRows(context.db) };
}

function refused(field: keyof GuaranteeWaiverInput, message: string): AppError {
  return new AppError('bad_request', message, { [field]: message });
}

/**
 * The waiver as it is written, with its organization's name, or the 400 that says what to fix (the contract has
 * checked each field alone).
 */
async function checkedWaiver(
  tx: SignedInContext,
  input: GuaranteeWaiverInput,
): Promise<GuaranteeWaiverFields & { organizationName: string | null }> {
  if (input.endsOn < input.startsOn) throw refused('endsOn', 'The last day is before the first');
  if (input.organizationId === null) return { ...input, organizationName: null };
  const organization = await findOrganizationName(tx.db, input.organizationId);
  if (!organization) throw refused('organizationId', 'No organization has this id');
  return { ...input, organizationName: organization.name };
}

/** The fields of a stored waiver, as the audit log keeps them. */
const fieldsOf = ({ id: _id, ...fields }: GuaranteeWaiverRow) => fields;

/**
 * One waiver changed (as it was and as it is): the audit log keeps both, and the late packages in transit during
 * either are re-derived (their exemption and refund eligibility).
 */
function waiverChange(
  change: 'added' | 'changed' | 'removed',
  before: GuaranteeWaiverRow | undefined,
  after: GuaranteeWaiverRow | undefined,
) {
  const touched = [before, after].filter((row) => row !== undefined);
  return {
    details: { change, before: before ? fieldsOf(before) : null, after: after ? fieldsOf(after) : null },
    result: { waiver: after },
    rederive: (tx: SignedInContext) => rederivePackages(tx.db, packagesOfWaivers(touched), tx.onProgress),
  };
}

async function lockedWaiver(tx: SignedInContext, id: number): Promise<GuaranteeWaiverRow> {
  const waiver = await lockGuaranteeWaiver(tx.db, id);
  if (!waiver) throw new AppError('not_found', guaranteeWaiverNotFoundMessage);
  return waiver;
}

/** Adds a waiver and re-derives the late packages in transit during it (see changeReferenceData). */
export async function createGuaranteeWaiver(
  context: SignedInContext,
  input: GuaranteeWaiverInput,
): Promise<GuaranteeWaiverChange> {
  const { waiver: added, rederived } = await changeReferenceData(context, 'guarantee_waivers', async (tx) => {
    const waiver = await checkedWaiver(tx, input);
    const id = await insertGuaranteeWaiver(tx.db, waiver);
    return waiverChange('added', undefined, { id, ...waiver });
  });
  return { waiver: added!, rederived };
}

/** Replaces a waiver's fields and re-derives the late packages in transit during it before and after; 404 for an unknown id. */
export async function updateGuaranteeWaiver(
  context: SignedInContext,
  id: number,
  input: GuaranteeWaiverInput,
): Promise<GuaranteeWaiverChange> {
  const { waiver: changed, rederived } = await changeReferenceData(
    context,
    'guarantee_waivers',
    async (tx) => {
      const before = await lockedWaiver(tx, id);
      const waiver = await checkedWaiver(tx, input);
      await updateGuaranteeWaiverRow(tx.db, id, waiver);
      return waiverChange('changed', before, { id, ...waiver });
    },
  );
  return { waiver: changed!, rederived };
}

/** Removes a waiver and re-derives the late packages it exempted; 404 for an unknown id. */
export async function deleteGuaranteeWaiver(context: SignedInContext, id: number): Promise<Rederivation> {
  const { rederived } = await changeReferenceData(context, 'guarantee_waivers', async (tx) => {
    const before = await lockedWaiver(tx, id);
    await deleteGuaranteeWaiverRow(tx.db, id);
    return waiverChange('removed', before, undefined);
  });
  return rederived;
}
