import type { ContractDiscount, ContractDiscountInput } from '@waybill/api-client';
import { TextField } from '@waybill/ui';
import { readFields, useFieldErrors } from '../../lib/form-fields';
import { useInvalidate } from '../../lib/use-invalidate';
import { useReferenceDataChange } from '../../lib/use-reference-data-change';
import { CarrierField, SlaGroupField, useChoice } from './choice-field';
import { anyWeight, everyZone, validateContractDiscount } from './discount-format';
import { rederivationToast } from './format';
import { RowDialog } from './row-dialog';

const fields = [
  'carrier',
  'slaGrouping',
  'zoneFrom',
  'zoneTo',
  'weightFromLb',
  'weightToLb',
  'discountPct',
] as const satisfies readonly (keyof ContractDiscountInput)[];

/**
 * Adds a contract discount to the organization `organizationId`, or with `discount` changes that one: carrier, SLA
 * group, the zones and billed weights it holds and the percent off the published rate. The server re-derives the
 * packages the change moves; the toast says how many.
 */
export function ContractDiscountDialog({
  organizationId,
  discount,
  onClose,
}: {
  organizationId: string;
  discount?: ContractDiscount;
  onClose: () => void;
}) {
  const carrier = useChoice(discount?.carrier);
  const slaGrouping = useChoice(discount?.slaGrouping);
  const invalidate = useInvalidate();
  const options = {
    errorMessage: 'The discount could not be saved. Please try again.',
    onSuccess: () => {
      onClose();
      void invalidate('/reference-data/organizations/{organizationId}/contract-discounts');
    },
  };
  const add = useReferenceDataChange(
    'post',
    '/reference-data/organizations/{organizationId}/contract-discounts',
    {
      ...options,
      successToast: rederivationToast('Discount added'),
    },
  );
  const change = useReferenceDataChange('put', '/reference-data/contract-discounts/{discountId}', {
    ...options,
    successToast: rederivationToast('Discount saved'),
  });
  const { errors, check } = useFieldErrors(fields, add.error ?? change.error);

  const onSubmit = (data: FormData) => {
    const body = validateContractDiscount({
      ...readFields(data, ['zoneFrom', 'zoneTo', 'weightFromLb', 'weightToLb', 'discountPct']),
      carrier: carrier.key,
      slaGrouping: slaGrouping.key,
    });
    if (!check(body.errors) || !body.discount) return;
    if (discount) change.mutate({ params: { path: { discountId: discount.id } }, body: body.discount });
    else add.mutate({ params: { path: { organizationId } }, body: body.discount });
  };

  return (
    <RowDialog
      noun="Discount"
      isEditing={discount !== undefined}
      isPending={add.isPending || change.isPending}
      change={add.followed ?? change.followed}
      errors={errors}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <CarrierField choice={carrier} error={errors.carrier} />
      <SlaGroupField choice={slaGrouping} error={errors.slaGrouping} />
      <TextField
        name="zoneFrom"
        label="First Zone"
        defaultValue={String(discount?.zoneFrom ?? everyZone.zoneFrom)}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        name="zoneTo"
        label="Last Zone"
        description="1 to 999 holds every zone."
        defaultValue={String(discount?.zoneTo ?? everyZone.zoneTo)}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        name="weightFromLb"
        label="Lightest Weight (lb)"
        defaultValue={String(discount?.weightFromLb ?? anyWeight.weightFromLb)}
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField
        name="weightToLb"
        label="Heaviest Weight (lb)"
        description="The billed weight, at most two decimals; 99999 for no upper bound."
        defaultValue={String(discount?.weightToLb ?? anyWeight.weightToLb)}
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField
        name="discountPct"
        label="Discount (%)"
        description="Off the carrier's published rate, at most two decimals."
        defaultValue={discount?.discountPct.toString() ?? ''}
        inputMode="decimal"
        autoComplete="off"
      />
    </RowDialog>
  );
}
