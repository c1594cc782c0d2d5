import type { GuaranteeWaiver } from '@waybill/api-client';
import { AlertDialog, Modal } from '@waybill/ui';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { rederivationText } from './format';
import { waiverName } from './waiver-format';

/**
 * Confirms removing a guarantee waiver: the late packages it exempted are refund-eligible again unless another waiver
 * or an exemption of their own holds them, and are re-derived (the toast says how many).
 */
export function DeleteGuaranteeWaiverDialog({
  waiver,
  onClose,
}: {
  waiver: GuaranteeWaiver;
  onClose: () => void;
}) {
  const invalidate = useInvalidate();
  const remove = useApiMutation('delete', '/reference-data/guarantee-waivers/{waiverId}', {
    errorMessage: 'The waiver could not be deleted. Please try again.',
    successToast: (rederived) => ({ title: 'Waiver deleted', description: rederivationText(rederived) }),
    onSuccess: () => {
      onClose();
      void invalidate('/reference-data/guarantee-waivers');
    },
  });

  return (
    <Modal isDismissable={false} isOpen onOpenChange={(isOpen) => isOpen || onClose()}>
      <AlertDialog
        title="Delete Waiver"
        variant="destructive"
        actionLabel="Delete"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        onAction={() => remove.mutate({ params: { path: { waiverId: waiver.id } } })}
        onCancel={onClose}
      >
        {`Are you sure you want to delete this waiver: ${waiverName(waiver)}? The late packages it exempted will be refund-eligible again, unless another waiver holds them.`}
      </AlertDialog>
    </Modal>
  );
}
