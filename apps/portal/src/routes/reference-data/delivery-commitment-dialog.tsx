import type { DeliveryCommitment, DeliveryCommitmentInput } from '@waybill/api-client';
import { TextField } from '@waybill/ui';
import { readFields, useFieldErrors } from '../../lib/form-fields';
import { useInvalidate } from '../../lib/use-invalidate';
import { useReferenceDataChange } from '../../lib/use-reference-data-change';
import { SlaGroupField, useChoice } from './choice-field';
import { endOfDay, validateDeliveryCommitment } from './commitment-format';
import { rederivationToast } from './format';
import { RowDialog } from './row-dialog';

const fields = [
  'slaGrouping',
  'zoneFrom',
  'zoneTo',
  'businessDays',
  'commitTime',
] as const satisfies readonly (keyof DeliveryCommitmentInput)[];

/** A commitment's time in the form: its hours and minutes, with seconds only when it has some; empty at the end of the day. */
function timeValue(commitTime: string | undefined): string {
  if (!commitTime || commitTime === endOfDay) return '';
  return commitTime.endsWith(':00') ? commitTime.slice(0, 5) : commitTime;
}

/**
 * Adds a delivery commitment, or with `commitment` changes that one: the SLA group, the zones it covers (none for
 * every zone no other row of the group covers), the business days after the ship date and the time of day. The
 * server re-derives the packages of the group; the toast says how many moved.
 */
export function DeliveryCommitmentDialog({
  commitment,
  onClose,
}: {
  commitment?: DeliveryCommitment;
  onClose: () => void;
}) {
  const slaGrouping = useChoice(commitment?.slaGrouping);
  const invalidate = useInvalidate();
  const options = {
    errorMessage: 'The commitment could not be saved. Please try again.',
    onSuccess: () => {
      onClose();
      void invalidate('/reference-data/delivery-commitments');
    },
  };
  const add = useReferenceDataChange('post', '/reference-data/delivery-commitments', {
    ...options,
    successToast: rederivationToast('Commitment added'),
  });
  const change = useReferenceDataChange('put', '/reference-data/delivery-commitments/{commitmentId}', {
    ...options,
    successToast: rederivationToast('Commitment saved'),
  });
  const { errors, check } = useFieldErrors(fields, add.error ?? change.error);

  const onSubmit = (data: FormData) => {
    const body = validateDeliveryCommitment({
      ...readFields(data, ['zoneFrom', 'zoneTo', 'businessDays', 'commitTime']),
      slaGrouping: slaGrouping.key,
    });
    if (!check(body.errors) || !body.commitment) return;
    if (commitment)
      change.mutate({ params: { path: { commitmentId: commitment.id } }, body: body.commitment });
    else add.mutate({ body: body.commitment });
  };

  return (
    <RowDialog
      noun="Commitment"
      isEditing={commitment !== undefined}
      isPending={add.isPending || change.isPending}
      change={add.followed ?? change.followed}
      errors={errors}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <SlaGroupField choice={slaGrouping} error={errors.slaGrouping} />
      <TextField
        name="zoneFrom"
        label="First Zone"
        description="Leave both zones empty for every zone no other row of the group covers."
        defaultValue={commitment?.zoneFrom?.toString() ?? ''}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        name="zoneTo"
        label="Last Zone"
        defaultValue={commitment?.zoneTo?.toString() ?? ''}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        name="businessDays"
        label="Business Days"
        description="Business days after the ship date on which the package is due; weekends are skipped."
        defaultValue={commitment?.businessDays.toString() ?? ''}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        name="commitTime"
        label="Due By"
        description="The time of day, HH:MM (24-hour); empty for the end of the day."
        defaultValue={timeValue(commitment?.commitTime)}
        autoComplete="off"
      />
    </RowDialog>
  );
}
