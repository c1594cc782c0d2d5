import { useState, type FormEvent } from 'react';
import type { Organization } from '@waybill/api-client';
import { Button, Dialog, DialogActions, Form, Modal, Stack, TextField } from '@waybill/ui';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { readFields, type FieldErrors } from '../auth/validation';
import { organizationBody, validateOrganization, type OrganizationFormValues } from './validation';

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
  const [errors, setErrors] = useState<FieldErrors<keyof OrganizationFormValues>>({});
  const invalidate = useInvalidate();
  const onSuccess = () => {
    onClose();
    void invalidate('/organization', '/organization/{id}');
  };
  const create = useApiMutation('post', '/organization', { ...toasts, onSuccess });
  const update = useApiMutation('patch', '/organization/{id}', { ...toasts, onSuccess });
  const isPending = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readFields(event.currentTarget, fields);
    const found = validateOrganization(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = organizationBody(values);
    if (organization) update.mutate({ params: { path: { id: organization.organizationId } }, body });
    else create.mutate({ body });
  };

  const submitLabel = organization
    ? isPending
      ? 'Updating Organization...'
      : 'Update Organization'
    : isPending
      ? 'Creating Organization...'
      : 'Create Organization';

  return (
    <Modal isDismissable={!isPending} isOpen onOpenChange={(isOpen) => isOpen || onClose()}>
      <Dialog title={organization ? 'Edit Organization' : 'Add Organization'}>
        <Form validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit}>
          <Stack gap="medium">
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
            <DialogActions>
              <Button variant="secondary" slot="close" isDisabled={isPending}>
                Cancel
              </Button>
              <Button type="submit" isPending={isPending}>
                {submitLabel}
              </Button>
            </DialogActions>
          </Stack>
        </Form>
      </Dialog>
    </Modal>
  );
}
