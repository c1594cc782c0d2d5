import type { SignedInContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { organizationNotFoundMessage } from '../../policy/policy.js';
import {
  findOrganizationRow,
  insertOrganization,
  lockSeats,
  updateOrganizationFields,
  type OrganizationFields,
  type OrganizationRow,
} from '../../repositories/organizations.js';
import { isUniqueViolation } from '../auth/register-user.js';

/** The organization form as the contract takes it. */
export interface OrganizationInput {
  name?: string;
  mappingName?: string;
  url?: string;
  image?: string | null;
  totalNumberOfLicenses?: number;
}

const requiredMessages = {
  name: 'Name is required',
  mappingName: 'Mapping Name is required',
  url: 'URL is required',
} as const;

/** The entered fields, trimmed; a required field left blank is a 400 with SPEC's text. */
function cleanFields(input: OrganizationInput): Partial<OrganizationFields> {
  const fields: Partial<OrganizationFields> = {};
  for (const field of ['name', 'mappingName', 'url'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    const trimmed = value.trim();
    if (!trimmed)
      throw new AppError('bad_request', requiredMessages[field], { [field]: requiredMessages[field] });
    fields[field] = trimmed;
  }
  if (input.image !== undefined) fields.image = input.image?.trim() || null;
  if (input.totalNumberOfLicenses !== undefined) fields.totalNumberOfLicenses = input.totalNumberOfLicenses;
  return fields;
}

function mappingNameTaken(mappingName: string | undefined): AppError {
  const message = `The mapping name ${mappingName ?? ''} is already used by another organization`;
  return new AppError('conflict', message, { mappingName: message });
}

/** Creates an organization (platform admins, by the access gate). Mapping names are unique, ignoring case (409). */
export async function createOrganization(
  context: SignedInContext,
  input: OrganizationInput & { name: string; mappingName: string; url: string },
): Promise<OrganizationRow> {
  const fields = cleanFields(input) as OrganizationFields;
  try {
    const id = await insertOrganization(context.db, {
      ...fields,
      image: fields.image ?? null,
      totalNumberOfLicenses: fields.totalNumberOfLicenses ?? 0,
    });
    return (await findOrganizationRow(context.db, id))!;
  } catch (error) {
    if (isUniqueViolation(error)) throw mappingNameTaken(fields.mappingName);
    throw error;
  }
}

/** The 409 of a total below the seats in use. */
export function licensesInUseMessage(used: number, name: string): string {
  return `${used} ${used === 1 ? 'license' : 'licenses'} of ${name} ${used === 1 ? 'is' : 'are'} in use, so the number of licenses cannot be lower than ${used}`;
}

/**
 * Changes the fields sent (platform admins). The total of licenses cannot go below the seats in use (409),
 * decided under the organization's seat lock so no assignment slips in between.
 */
export async function updateOrganization(
  context: SignedInContext,
  id: string,
  input: OrganizationInput,
): Promise<OrganizationRow> {
  const fields = cleanFields(input);
  try {
    await context.transaction(async ({ db }) => {
      const seats = await lockSeats(db, id);
      if (!seats) throw new AppError('not_found', organizationNotFoundMessage);
      const total = fields.totalNumberOfLicenses;
      if (total !== undefined && total < seats.used) {
        const message = licensesInUseMessage(seats.used, seats.name);
        throw new AppError('conflict', message, { totalNumberOfLicenses: message });
      }
      await updateOrganizationFields(db, id, fields);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw mappingNameTaken(fields.mappingName);
    throw error;
  }
  return (await findOrganizationRow(context.db, id))!;
}
