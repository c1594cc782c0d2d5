import type { DeliveryCommitment } from '@waybill/api-client';
import { useInvalidate } from '../../lib/use-invalidate';
import { useReferenceDataChange } from '../../lib/use-reference-data-change';
import { commitmentName } from './commitment-format';
import { deletionToast } from './format';
import { DeleteRowDialog } from './row-dialog';

/**
 * Confirms removing a delivery commitment: packages of its zones fall back on the group's row without zones (or
 * have no commitment when it was that row), and the group's packages are re-derived (the toast says how many).
 */
export function DeleteDeliveryCommitmentDialog({
  commitment,
  onClose,
}: {
  commitment: DeliveryCommitment;
  onClose: () => void;
}) {
  const invalidate = useInvalidate();
  const remove = useReferenceDataChange('delete', '/reference-data/delivery-commitments/{commitmentId}', {
    errorMessage: 'The commitment could not be deleted. Please try again.',
    successToast: deletionToast('Commitment deleted'),
    onSuccess: () => {
      onClose();
      void invalidate('/reference-data/delivery-commitments');
    },
  });
  const consequence =
    commitment.zoneFrom === null
      ? 'Packages of zones no other row covers will have no commitment, and will not be audited.'
      : 'Packages of these zones will take the commitment for every other zone.';

  return (
    <DeleteRowDialog
      noun="Commitment"
      isPending={remove.isPending}
      change={remove.followed}
      onDelete={() => remove.mutate({ params: { path: { commitmentId: commitment.id } } })}
      onClose={onClose}
    >
      {`Are you sure you want to delete the commitment for ${commitmentName(commitment)}? ${consequence}`}
    </DeleteRowDialog>
  );
}
