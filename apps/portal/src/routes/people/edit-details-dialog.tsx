import { useState, type FormEvent } from 'react';
import type { Person } from '@waybill/api-client';
import { Button, Dialog, DialogActions, Form, Modal, Stack, TextField } from '@waybill/ui';
import { useApiMutation } from '../../lib/use-api-mutation';
import { readFields, type FieldErrors } from '../auth/validation';
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
  const [errors, setErrors] = useState<FieldErrors<keyof NameValues>>({});
  const refresh = usePersonRefresh();
  const update = useApiMutation('patch', '/user/edit-user/{userId}', {
    ...personUpdateToasts,
    onSuccess: () => {
      onClose();
      void refresh();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readFields(event.currentTarget, fields);
    const found = validateNames(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate({
      params: { path: { userId: person.userId } },
      body: { firstName: values.firstName.trim(), lastName: values.lastName.trim() },
    });
  };

  return (
    <Modal
      size="small"
      isDismissable={!update.isPending}
      isOpen
      onOpenChange={(isOpen) => isOpen || onClose()}
    >
      <Dialog title="Edit Details">
        <Form validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit}>
          <Stack gap="medium">
            <TextField name="firstName" label="First Name" defaultValue={person.firstName} autoFocus />
            <TextField name="lastName" label="Last Name" defaultValue={person.lastName} />
            <DialogActions>
              <Button variant="secondary" slot="close" isDisabled={update.isPending}>
                Cancel
              </Button>
              <Button type="submit" isPending={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save'}
              </Button>
            </DialogActions>
          </Stack>
        </Form>
      </Dialog>
    </Modal>
  );
}
