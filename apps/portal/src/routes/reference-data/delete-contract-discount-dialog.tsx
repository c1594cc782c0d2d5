import type { ContractDiscount } from '@waybill/api-client';
import { useInvalidate } from '../../lib/use-invalidate';
import { useReferenceDataChange } from '../../lib/use-reference-data-change';
import { discountName, discountText } from './discount-format';
import { deletionToast } from './format';
import { DeleteRowDialog } from './row-dialog';

/**
 * Confirms removing a contract discount: packages it held take the next most specific row that holds them, or no
 * contracted discount, and are re-derived (the toast says how many).
 */
export function DeleteContractDiscountDialog({
  discount,
  onClose,
}: {
  discount: ContractDiscount;
  onClose: () => void;
}) {
  const invalidate = useInvalidate();
  const remove = useReferenceDataChange('delete', '/reference-data/contract-discounts/{discountId}', {
    errorMessage: 'The discount could not be deleted. Please try again.',
    successToast: deletionToast('Discount deleted'),
    onSuccess: () => {
      onClose();
      void invalidate('/reference-data/organizations/{organizationId}/contract-discounts');
    },
  });

  return (
    <DeleteRowDialog
      noun="Discount"
      isPending={remove.isPending}
      change={remove.followed}
      onDelete={() => remove.mutate({ params: { path: { discountId: discount.id } } })}
      onClose={onClose}
    >
      {`Are you sure you want to delete the ${discountText(discount.discountPct)} discount for ${discountName(discount)}? Its packages will take the next most specific discount that holds them, or none.`}
    </DeleteRowDialog>
  );
}
