import type { Person } from '@waybill/api-client';
import { FormDialog, TextField } from '@waybill/ui';
import { readFields, useFieldErrors } from '../../lib/form-fields';
import { useApiMutation } from '../../lib/use-api-mutation';
import { personUpdateToasts, usePersonRefresh } from './person-refresh';

const fields = ['group', 'subGroup'] as const;

/** Edit Group & Subgroup: two free-text fields; an emptied field clears the value. */
export function EditGroupDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const refresh = usePersonRefresh();
  const update = useApiMutation('patch', '/organization/edit-user/{userId}', {
    ...personUpdateToasts,
    onSuccess: () => {
      onClose();
      void refresh();
    },
  });
  const { errors } = useFieldErrors(fields, update.error);

  const onSubmit = (data: FormData) => {
    const values = readFields(data, fields);
    update.mutate({
      params: { path: { userId: person.userId } },
      body: { group: values.group.trim() || null, subGroup: values.subGroup.trim() || null },
    });
  };

  return (
    <FormDialog
      title="Edit Group & Subgroup"
      size="small"
      isOpen
      onClose={onClose}
      submitLabel="Save"
      pendingLabel="Saving..."
      isPending={update.isPending}
      validationErrors={errors}
      onSubmit={onSubmit}
    >
      <TextField name="group" label="Group" defaultValue={person.group ?? ''} maxLength={100} autoFocus />
      <TextField name="subGroup" label="Subgroup" defaultValue={person.subGroup ?? ''} maxLength={100} />
    </FormDialog>
  );
}
