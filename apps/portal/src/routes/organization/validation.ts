import type { OrganizationInput } from '@waybill/api-client';
import type { FieldErrors } from '../../lib/form-fields';

/** The fields of the organization create/edit form, as the form holds them. */
export type OrganizationFormValues = {
  name: string;
  mappingName: string;
  url: string;
  image: string;
  /** The Number of Licenses field's text; empty means unset. */
  totalNumberOfLicenses: string;
};

/**
 * The form's rules (SPEC §5): name, mapping name and URL required; the image optional; the number of licenses
 * a whole number, or empty for unset.
 */
export function validateOrganization(
  values: OrganizationFormValues,
): FieldErrors<keyof OrganizationFormValues> {
  const errors: FieldErrors<keyof OrganizationFormValues> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.mappingName.trim()) errors.mappingName = 'Mapping Name is required';
  if (!values.url.trim()) errors.url = 'URL is required';
  const licenses = values.totalNumberOfLicenses.trim();
  if (licenses && !/^\d+$/.test(licenses)) {
    errors.totalNumberOfLicenses = 'Number of Licenses must be a whole number';
  }
  return errors;
}

/**
 * The body of a create or edit call: trimmed texts, no image as `null`, and the number of licenses only when
 * the field holds a whole number (empty is unset: the server's default of 0 on create, unchanged on edit).
 */
export function organizationBody(values: OrganizationFormValues): OrganizationInput {
  const licenses = Number.parseInt(values.totalNumberOfLicenses.trim(), 10);
  return {
    name: values.name.trim(),
    mappingName: values.mappingName.trim(),
    url: values.url.trim(),
    image: values.image.trim() || null,
    ...(Number.isNaN(licenses) ? {} : { totalNumberOfLicenses: licenses }),
  };
}
