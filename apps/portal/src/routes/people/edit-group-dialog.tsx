import type { FormEvent } from 'react';
import type { Person } from '@waybill/api-client';
import { Button, Dialog, DialogActions, Form, Modal, Stack, TextField } from '@waybill/ui';
import { useApiMutation } from '../../lib/use-api-mutation';
import { readFields } from '../auth/validation';
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readFields(event.currentTarget, fields);
    update.mutate({
      params: { path: { userId: person.userId } },
      body: { group: values.group.trim() || null, subGroup: values.subGroup.trim() || null },
    });
  };

  return (
    <Modal
      size="small"
      isDismissable={!update.isPending}
      isOpen
      onOpenChange={(isOpen) => isOpen || onClose()}
    >
      <Dialog title="Edit Group & Subgroup">
        <Form onSubmit={onSubmit}>
          <Stack gap="medium">
            <TextField
              name="group"
              label="Group"
              defaultValue={person.group ?? ''}
              maxLength={100}
              autoFocus
            />
            <TextField
              name="subGroup"
              label="Subgroup"
              defaultValue={person.subGroup ?? ''}
              maxLength={100}
            />
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
