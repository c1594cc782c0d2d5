import { useNavigate } from 'react-router';
import type { Organization } from '@waybill/api-client';
import { AlertDialog, Modal } from '@waybill/ui';
import { paths } from '../../config/paths';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';

/**
 * Confirms deactivating an active organization, or activating any other (SPEC §4); either way the user then
 * returns to the organization list, with the organization and people lists refreshed.
 */
export function OrganizationStatusDialog({
  organization,
  onClose,
}: {
  organization: Organization;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const isActive = organization.status === 'active';
  const options = {
    errorMessage: 'Organization deactivation failed',
    onSuccess: async () => {
      await invalidate(
        '/organization',
        '/organization/{id}',
        '/organization/people',
        '/organization/people/{organizationId}',
      );
      void navigate(paths.organizations.getHref());
    },
  };
  const deactivate = useApiMutation('delete', '/organization/{id}', options);
  const activate = useApiMutation('post', '/organization/activate/{id}', options);
  const params = { path: { id: organization.organizationId } };

  return (
    <Modal isDismissable={false} isOpen onOpenChange={(isOpen) => isOpen || onClose()}>
      <AlertDialog
        title={isActive ? 'Deactivate Organization' : 'Activate Organization'}
        variant={isActive ? 'destructive' : 'confirmation'}
        actionLabel={isActive ? 'Deactivate' : 'Activate'}
        pendingLabel={isActive ? 'Deactivating...' : 'Activating...'}
        isPending={deactivate.isPending || activate.isPending}
        onAction={() => (isActive ? deactivate.mutate({ params }) : activate.mutate({ params }))}
        onCancel={onClose}
      >
        {isActive
          ? `Are you sure you want to deactivate ${organization.name}? It leaves the organization list until it is activated again.`
          : `Are you sure you want to activate ${organization.name}? It returns to the organization list.`}
      </AlertDialog>
    </Modal>
  );
}
