import type { components } from '@waybill/api-client/schema';
import { carrierName, SLA_GROUPING_LABELS } from '@waybill/api-client/vocabulary';
import type { Readable } from 'node:stream';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { organizationNotFoundMessage } from '../../policy/policy.js';
import {
  deleteContractDiscountRow,
  insertContractDiscount,
  listContractDiscountRows,
  lockContractDiscount,
  updateContractDiscountRow,
  type ContractDiscountFields,
  type ContractDiscountRow,
} from '../../repositories/contract-discounts.js';
import { findOrganizationName, type OrganizationName } from '../../repositories/organizations.js';
import {
  packagesOfContractDiscounts,
  rederivePackages,
  type Rederivation,
} from '../../repositories/package-rederivation.js';
import { changeReferenceData } from './reference-data-change.js';
import {
  readReferenceFile,
  referenceCsv,
  refusedLine,
  numberCell,
  wholeNumberCell,
  type ReferenceFile,
  type ReferenceLine,
  replaceRows,
} from './reference-file.js';

export type ContractDiscount = components['schemas']['ContractDiscount'];
export type ContractDiscountInput = components['schemas']['ContractDiscountInput'];
export type ContractDiscountChange = components['schemas']['ContractDiscountChange'];
export type ContractDiscountsImport = components['schemas']['ContractDiscountsImport'];

export const contractDiscountNotFoundMessage = 'Contract discount not found';

async function organizationOf(context: SignedInContext, organizationId: string): Promise<OrganizationName> {
  const organization = await findOrganizationName(context.db, organizationId);
  if (!organization) throw new AppError('not_found', organizationNotFoundMessage);
  return organization;
}

/** The organization's contract discounts (platform admins: the access gate); 404 for an unknown organization. */
export async function listContractDiscounts(
  context: SignedInContext,
  organizationId: string,
): Promise<{ discounts: ContractDiscount[] }> {
  await organizationOf(context, organizationId);
  return { discounts: await listContractDiscountRows(context.db, organizationId) };
}

function refused(field: keyof ContractDiscountInput, message: string): AppError {
  return new AppError('bad_request', message, { [field]: message });
}

/** Whether `value` has at most two decimals, as the table keeps it (numeric(…, 2)). */
const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** The discount as it is written, or the 400 that says what to fix (the contract has checked each field alone). */
function checkedDiscount(input: ContractDiscountInput): ContractDiscountFields {
  if (input.zoneTo < input.zoneFrom) throw refused('zoneTo', 'The last zone is before the first');
  for (const field of ['weightFromLb', 'weightToLb'] as const) {
    if (!hasCents(input[field])) throw refused(field, 'Give the weight with at most two decimals');
  }
  if (input.weightToLb < input.weightFromLb)
    throw refused('weightToLb', 'The heaviest weight is below the lightest');
  if (!hasCents(input.discountPct))
    throw refused('discountPct', 'Give the discount with at most two decimals');
  return input;
}

/** The ranges of a discount as messages name them: 'zones 1 to 999 and 0 to 20 lb'. */
function rangesText(discount: ContractDiscountFields): string {
  const zones =
    discount.zoneFrom === discount.zoneTo
      ? `zone ${discount.zoneFrom}`
      : `zones ${discount.zoneFrom} to ${discount.zoneTo}`;
  return `${zones} and ${discount.weightFromLb} to ${discount.weightToLb} lb`;
}

const zoneWidth = (d: ContractDiscountFields) => d.zoneTo - d.zoneFrom;
// In hundredths of a pound: the weights have two decimals, which a difference of doubles can blur.
const weightWidth = (d: ContractDiscountFields) =>
  Math.round(d.weightToLb * 100) - Math.round(d.weightFromLb * 100);

/** Whether a package could fall in both discounts' ranges. */
const meet = (a: ContractDiscountFields, b: ContractDiscountFields) =>
  a.zoneFrom <= b.zoneTo &&
  b.zoneFrom <= a.zoneTo &&
  a.weightFromLb <= b.weightToLb &&
  b.weightFromLb <= a.weightToLb;

/**
 * Why `discount` cannot stand beside `other` of the organization's contract, or undefined when it can. A package
 * takes the most specific row holding it (the narrowest zones, then the narrowest weights, contractDiscountOf):
 * of two rows that share packages and are as specific as each other, which one a package took would be left to
 * the order they were added.
 */
function conflict(discount: ContractDiscountFields, other: ContractDiscountFields): string | undefined {
  if (discount.carrier !== other.carrier || discount.slaGrouping !== other.slaGrouping) return undefined;
  if (!meet(discount, other)) return undefined;
  if (zoneWidth(discount) !== zoneWidth(other) || weightWidth(discount) !== weightWidth(other))
    return undefined;
  const level = `${carrierName(other.carrier)} ${SLA_GROUPING_LABELS[other.slaGrouping]}`;
  const same = discount.zoneFrom === other.zoneFrom && discount.weightFromLb === other.weightFromLb;
  return same
    ? `${level} already has a discount for ${rangesText(other)}: edit that one`
    : `${level} already has a discount for ${rangesText(other)}, as specific as this one and sharing packages with it: make one of them narrower`;
}

/**
 * Refuses a discount that conflicts with another of the organization's. Safe from a race: every change of the
 * reference data runs under the import lock (changeReferenceData).
 */
async function ensureNoConflict(
  tx: SignedInContext,
  organizationId: string,
  discount: ContractDiscountFields,
  exceptId: number | null,
): Promise<void> {
  for (const row of await listContractDiscountRows(tx.db, organizationId)) {
    const problem = row.id === exceptId ? undefined : conflict(discount, row);
    if (problem) throw refused('zoneFrom', problem);
  }
}

/** The fields of a stored discount, as the audit log keeps them and re-derivation selects by them. */
const fieldsOf = ({ id: _id, organizationId: _organizationId, ...fields }: ContractDiscountRow) => fields;

/**
 * One discount changed (as it was and as it is): the audit log keeps both, and the organization's packages either
 * holds are re-derived (their contracted discount and their freight's discount variance).
 */
function discountChange(
  organization: OrganizationName,
  change: 'added' | 'changed' | 'removed',
  before: ContractDiscountRow | undefined,
  after: ContractDiscountRow | undefined,
) {
  const touched = [before, after].filter((row) => row !== undefined).map(fieldsOf);
  return {
    organizationId: organization.id,
    details: {
      organization: organization.name,
      change,
      before: before ? fieldsOf(before) : null,
      after: after ? fieldsOf(after) : null,
    },
    result: { discount: after },
    rederive: (tx: SignedInContext) =>
      rederivePackages(tx.db, packagesOfContractDiscounts(organization.id, touched), tx.onProgress),
  };
}

async function lockedDiscount(tx: SignedInContext, id: number): Promise<ContractDiscountRow> {
  const discount = await lockContractDiscount(tx.db, id);
  if (!discount) throw new AppError('not_found', contractDiscountNotFoundMessage);
  return discount;
}

/** Adds a discount to the organization's contract and re-derives the packages it holds (see changeReferenceData). */
export async function createContractDiscount(
  context: SignedInContext,
  organizationId: string,
  input: ContractDiscountInput,
): Promise<ContractDiscountChange> {
  const discount = checkedDiscount(input);
  const { discount: added, rederived } = await changeReferenceData(
    context,
    'contract_discounts',
    async (tx) => {
      const organization = await organizationOf(tx, organizationId);
      await ensureNoConflict(tx, organizationId, discount, null);
      const id = await insertContractDiscount(tx.db, organizationId, discount);
      return discountChange(organization, 'added', undefined, { id, organizationId, ...discount });
    },
  );
  return { discount: added!, rederived };
}

/** Replaces a discount's fields and re-derives the packages it held and holds; 404 for an unknown id. */
export async function updateContractDiscount(
  context: SignedInContext,
  id: number,
  input: ContractDiscountInput,
): Promise<ContractDiscountChange> {
  const discount = checkedDiscount(input);
  const { discount: changed, rederived } = await changeReferenceData(
    context,
    'contract_discounts',
    async (tx) => {
      const before = await lockedDiscount(tx, id);
      const organization = await organizationOf(tx, before.organizationId);
      await ensureNoConflict(tx, before.organizationId, discount, id);
      await updateContractDiscountRow(tx.db, id, discount);
      return discountChange(organization, 'changed', before, { ...before, ...discount });
    },
  );
  return { discount: changed!, rederived };
}

/** Removes a discount and re-derives the packages it held; 404 for an unknown id. */
export async function deleteContractDiscount(context: SignedInContext, id: number): Promise<Rederivation> {
  const { rederived } = await changeReferenceData(context, 'contract_discounts', async (tx) => {
    const before = await lockedDiscount(tx, id);
    const organization = await organizationOf(tx, before.organizationId);
    await deleteContractDiscountRow(tx.db, id);
    return discountChange(organization, 'removed', before, undefined);
  });
  return rederived;
}

/** An organization's contract discounts as a file: its columns, in order, and the field each holds. */
export const contractDiscountsFile: ReferenceFile<keyof ContractDiscountInput> = {
  table: "the organization's contract discounts",
  row: 'discount',
  columns: [
    { name: 'carrier', field: 'carrier' },
    { name: 'sla_grouping', field: 'slaGrouping' },
    { name: 'zone_from', field: 'zoneFrom', read: wholeNumberCell },
    { name: 'zone_to', field: 'zoneTo', read: wholeNumberCell },
    { name: 'weight_from_lb', field: 'weightFromLb', read: numberCell },
    { name: 'weight_to_lb', field: 'weightToLb', read: numberCell },
    { name: 'discount_pct', field: 'discountPct', read: numberCell },
  ],
  schema: 'ContractDiscountInput',
  // The demo's contracts have about 20 rows; a client's contract a few hundred at most.
  maxRows: 1000,
};

/** The organization's contract discounts as the CSV file an analyst edits and imports again, and its name. */
export async function exportContractDiscounts(
  context: SignedInContext,
  organizationId: string,
): Promise<{ fileName: string; csv: string }> {
  const organization = await organizationOf(context, organizationId);
  const csv = referenceCsv(contractDiscountsFile, await listContractDiscountRows(context.db, organizationId));
  return { fileName: `contract-discounts-${organization.mappingName}.csv`, csv };
}

/** A file's row as a discount, checked as the API checks one; the 400 names the line. */
function discountOfLine({ line, input }: ReferenceLine<keyof ContractDiscountInput>): ContractDiscountFields {
  try {
    return checkedDiscount(input as ContractDiscountInput);
  } catch (error) {
    if (error instanceof AppError) throw refusedLine(line, error);
    throw error;
  }
}

/** The key that tells an organization's discounts apart: carrier, SLA group and ranges. */
const discountKey = (d: ContractDiscountFields) =>
  [d.carrier, d.slaGrouping, d.zoneFrom, d.zoneTo, d.weightFromLb, d.weightToLb].join('\u0000');

/**
 * Replaces the organization's contract discounts with a file's rows in one transaction (see changeReferenceData): a
 * discount the file keeps by carrier, SLA group and ranges is changed in place, others are added or removed, and
 * the packages every changed discount held or holds are re-derived. A row the API would refuse, or one that
 * conflicts with an earlier row of the file, refuses the whole file with its line.
 */
export async function importContractDiscounts(
  context: SignedInContext,
  organizationId: string,
  file: Readable,
): Promise<ContractDiscountsImport> {
  // Before the file is read: an unknown organization is a 404 whatever the file holds. Organizations are never
  // deleted (only deactivated), so the name read here still holds in the change's transaction.
  const organization = await organizationOf(context, organizationId);
  const wanted: { line: number; discount: ContractDiscountFields }[] = [];
  for (const line of await readReferenceFile(contractDiscountsFile, file, context.schemas)) {
    const discount = discountOfLine(line);
    for (const earlier of wanted) {
      const problem = conflict(discount, earlier.discount);
      if (problem)
        throw refusedLine(line.line, new AppError('bad_request', `${problem} on line ${earlier.line}`));
    }
    wanted.push({ line: line.line, discount });
  }
  const byKey = new Map(wanted.map(({ discount }) => [discountKey(discount), discount]));
  return changeReferenceData(context, 'contract_discounts', async (tx) => {
    const stored = await listContractDiscountRows(tx.db, organizationId);
    const { counts, touched } = await replaceRows(stored, byKey, {
      keyOf: discountKey,
      // The key holds every field but the percent.
      same: (row, discount) => row.discountPct === discount.discountPct,
      insert: (discount) => insertContractDiscount(tx.db, organizationId, discount),
      update: (id, discount) => updateContractDiscountRow(tx.db, id, discount),
      remove: (id) => deleteContractDiscountRow(tx.db, id),
    });
    return {
      organizationId,
      details: { organization: organization.name, change: 'imported', ...counts },
      result: { discounts: byKey.size, ...counts },
      rederive: (tx: SignedInContext) =>
        rederivePackages(tx.db, packagesOfContractDiscounts(organizationId, touched), tx.onProgress),
    };
  });
}
