import type { Organization } from '@waybill/api-client';
import { FormDialog, TextField } from '@waybill/ui';
import { readFields, useFieldErrors } from '../../lib/form-fields';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { organizationBody, validateOrganization } from './validation';

const fields = ['name', 'mappingName', 'url', 'image', 'totalNumberOfLicenses'] as const;

const toasts = {
  errorMessage: 'An unexpected error occurred',
  successToast: 'Organization created successfully!',
};

/**
 * Creates an organization, or edits `organization`; closes on success (SPEC §4), stays open with the
 * server's message in a toast on failure.
 */
export function OrganizationFormDialog({
  organization,
  onClose,
}: {
  organization?: Organization;
  onClose: () => void;
}) {
  const invalidate = useInvalidate();
  const onSuccess = () => {
    onClose();
    void invalidate('/organization', '/organization/{id}');
  };
  const create = useApiMutation('post', '/organization', { ...toasts, onSuccess });
  const update = useApiMutation('patch', '/organization/{id}', { ...toasts, onSuccess });
  const isPending = create.isPending || update.isPending;
  const { errors, check } = useFieldErrors(fields, create.error ?? update.error);

  const onSubmit = (data: FormData) => {
    const values = readFields(data, fields);
    if (!check(validateOrganization(values))) return;
    const body = organizationBody(values);
    if (organization) update.mutate({ params: { path: { id: organization.organizationId } }, body });
    else create.mutate({ body });
  };

  return (
    <FormDialog
      title={organization ? 'Edit Organization' : 'Add Organization'}
      isOpen
      onClose={onClose}
      submitLabel={organization ? 'Update Organization' : 'Create Organization'}
      pendingLabel={organization ? 'Updating Organization...' : 'Creating Organization...'}
      isPending={isPending}
      validationErrors={errors}
      onSubmit={onSubmit}
    >
      <TextField name="name" label="Organization Name" defaultValue={organization?.name} autoFocus />
      <TextField
        name="mappingName"
        label="Organization Mapping Name"
        defaultValue={organization?.mappingName}
      />
      <TextField name="url" type="url" label="URL" defaultValue={organization?.url} />
      <TextField name="image" type="url" label="Image URL" defaultValue={organization?.image ?? ''} />
      <TextField
        name="totalNumberOfLicenses"
        label="Number of Licenses"
        type="number"
        inputMode="numeric"
        defaultValue={String(organization?.totalNumberOfLicenses ?? 0)}
      />
    </FormDialog>
  );
}
