import type { GuaranteeWaiver } from '@waybill/api-client';
import { useInvalidate } from '../../lib/use-invalidate';
import { useReferenceDataChange } from '../../lib/use-reference-data-change';
import { deletionToast } from './format';
import { DeleteRowDialog } from './row-dialog';
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
  const remove = useReferenceDataChange('delete', '/reference-data/guarantee-waivers/{waiverId}', {
    errorMessage: 'The waiver could not be deleted. Please try again.',
    successToast: deletionToast('Waiver deleted'),
    onSuccess: () => {
      onClose();
      void invalidate('/reference-data/guarantee-waivers');
    },
  });

  return (
    <DeleteRowDialog
      noun="Waiver"
      isPending={remove.isPending}
      change={remove.followed}
      onDelete={() => remove.mutate({ params: { path: { waiverId: waiver.id } } })}
      onClose={onClose}
    >
      {`Are you sure you want to delete this waiver: ${waiverName(waiver)}? The late packages it exempted will be refund-eligible again, unless another waiver holds them.`}
    </DeleteRowDialog>
  );
}
