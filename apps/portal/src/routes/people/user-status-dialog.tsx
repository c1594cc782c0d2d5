import type { Person } from '@waybill/api-client';
import { AlertDialog, Modal } from '@waybill/ui';
import { useApiMutation } from '../../lib/use-api-mutation';
import { fullName } from './format';
import { usePersonRefresh } from './person-refresh';

/**
 * The Activate/Deactivate User confirmation ('Are you sure?', SPEC §4): 'inactive' offers Activate User,
 * any other status Deactivate User; the person is refreshed afterwards.
 */
export function UserStatusDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const refresh = usePersonRefresh();
  const isInactive = person.status === 'inactive';
  const onSuccess = async () => {
    await refresh();
    onClose();
  };
  const activate = useApiMutation('post', '/organization/activate-user/{organizationId}/{userId}', {
    errorMessage: 'Something went wrong',
    successToast: 'User has been activated',
    onSuccess,
  });
  const deactivate = useApiMutation('delete', '/organization/deactivate-user/{organizationId}/{userId}', {
    errorMessage: 'Something went wrong',
    successToast: 'User has been deactivated',
    onSuccess,
  });
  // A person without an organization is named by `none` (the contract's OrganizationIdOrNone).
  const params = { path: { organizationId: person.organizationId ?? 'none', userId: person.userId } };
  const name = fullName(person);

  return (
    <Modal isDismissable={false} isOpen onOpenChange={(isOpen) => isOpen || onClose()}>
      <AlertDialog
        title="Are you sure?"
        variant={isInactive ? 'confirmation' : 'destructive'}
        actionLabel={isInactive ? 'Activate User' : 'Deactivate User'}
        pendingLabel={isInactive ? 'Activating...' : 'Deactivating...'}
        isPending={activate.isPending || deactivate.isPending}
        onAction={() => (isInactive ? activate.mutate({ params }) : deactivate.mutate({ params }))}
        onCancel={onClose}
      >
        {isInactive
          ? `${name} will be able to sign in again.`
          : `${name} will be signed out and will not be able to sign in until activated again.`}
      </AlertDialog>
    </Modal>
  );
}
