import type { Person } from '@waybill/api-client';
import { FormDialog, TextField } from '@waybill/ui';
import { readFields, useFieldErrors, type FieldErrors } from '../../lib/form-fields';
import { useApiMutation } from '../../lib/use-api-mutation';
import { personUpdateToasts, usePersonRefresh } from './person-refresh';

const fields = ['firstName', 'lastName'] as const;
type NameValues = Record<(typeof fields)[number], string>;

/** The Edit Details rules (SPEC §5): both names required. */
export function validateNames(values: NameValues): FieldErrors<keyof NameValues> {
  const errors: FieldErrors<keyof NameValues> = {};
  if (!values.firstName.trim()) errors.firstName = 'First name is required';
  if (!values.lastName.trim()) errors.lastName = 'Last name is required';
  return errors;
}

/** Edit Details: a person's first and last name. */
export function EditDetailsDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const refresh = usePersonRefresh();
  const update = useApiMutation('patch', '/user/edit-user/{userId}', {
    ...personUpdateToasts,
    onSuccess: () => {
      onClose();
      void refresh();
    },
  });
  const { errors, check } = useFieldErrors(fields, update.error);

  const onSubmit = (data: FormData) => {
    const values = readFields(data, fields);
    if (!check(validateNames(values))) return;
    update.mutate({
      params: { path: { userId: person.userId } },
      body: { firstName: values.firstName.trim(), lastName: values.lastName.trim() },
    });
  };

  return (
    <FormDialog
      title="Edit Details"
      size="small"
      isOpen
      onClose={onClose}
      submitLabel="Save"
      pendingLabel="Saving..."
      isPending={update.isPending}
      validationErrors={errors}
      onSubmit={onSubmit}
    >
      <TextField name="firstName" label="First Name" defaultValue={person.firstName} autoFocus />
      <TextField name="lastName" label="Last Name" defaultValue={person.lastName} />
    </FormDialog>
  );
}
