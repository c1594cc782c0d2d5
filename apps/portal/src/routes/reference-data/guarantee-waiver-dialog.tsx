import { useQuery } from '@tanstack/react-query';
import type { GuaranteeWaiver, GuaranteeWaiverInput } from '@waybill/api-client';
import { TextField } from '@waybill/ui';
import { organizationsQuery } from '../../lib/administration-queries';
import { useApi } from '../../lib/api';
import { readFields, useFieldErrors } from '../../lib/form-fields';
import { useInvalidate } from '../../lib/use-invalidate';
import { useReferenceDataChange } from '../../lib/use-reference-data-change';
import { CarrierOrBothField, ChoiceField, useChoice } from './choice-field';
import { BOTH_CARRIERS, rederivationToast } from './format';
import { RowDialog } from './row-dialog';
import {
  EVERY_ORGANIZATION,
  validateGuaranteeWaiver,
  WAIVER_REASON_LABELS,
  type GuaranteeWaiverValues,
} from './waiver-format';

const fields = [
  'carrier',
  'organizationId',
  'startsOn',
  'endsOn',
  'reason',
  'note',
] as const satisfies readonly (keyof GuaranteeWaiverInput)[];

/**
 * Adds a guarantee waiver, or with `waiver` changes that one: the carrier (or both), the organization (or every
 * one), its first and last days, why, and a note. A new waiver starts on both carriers and every organization. The
 * server re-derives the late packages in transit during it; the toast says how many.
 */
export function GuaranteeWaiverDialog({
  waiver,
  onClose,
}: {
  waiver?: GuaranteeWaiver;
  onClose: () => void;
}) {
  const api = useApi();
  // Deactivated organizations too: their stored packages are still audited against their contract.
  const organizations = useQuery(organizationsQuery(api, 'all'));
  const carrier = useChoice<NonNullable<GuaranteeWaiverValues['carrier']>>(waiver?.carrier ?? BOTH_CARRIERS);
  const organization = useChoice<string>(
    waiver ? (waiver.organizationId ?? EVERY_ORGANIZATION) : EVERY_ORGANIZATION,
  );
  const reason = useChoice(waiver?.reason);
  const organizationLabels: Record<string, string> = {
    [EVERY_ORGANIZATION]: 'Every organization',
    // The waiver's own organization, named before the list has arrived.
    ...(waiver?.organizationId && { [waiver.organizationId]: waiver.organizationName ?? '' }),
    ...Object.fromEntries(
      (organizations.data ?? []).map(({ organizationId, name }) => [organizationId, name]),
    ),
  };
  const invalidate = useInvalidate();
  const options = {
    errorMessage: 'The waiver could not be saved. Please try again.',
    onSuccess: () => {
      onClose();
      void invalidate('/reference-data/guarantee-waivers');
    },
  };
  const add = useReferenceDataChange('post', '/reference-data/guarantee-waivers', {
    ...options,
    successToast: rederivationToast('Waiver added'),
  });
  const change = useReferenceDataChange('put', '/reference-data/guarantee-waivers/{waiverId}', {
    ...options,
    successToast: rederivationToast('Waiver saved'),
  });
  const { errors, check } = useFieldErrors(fields, add.error ?? change.error);

  const onSubmit = (data: FormData) => {
    const body = validateGuaranteeWaiver({
      ...readFields(data, ['startsOn', 'endsOn', 'note']),
      carrier: carrier.key,
      organization: organization.key,
      reason: reason.key,
    });
    if (!check(body.errors) || !body.waiver) return;
    if (waiver) change.mutate({ params: { path: { waiverId: waiver.id } }, body: body.waiver });
    else add.mutate({ body: body.waiver });
  };

  return (
    <RowDialog
      noun="Waiver"
      isEditing={waiver !== undefined}
      isPending={add.isPending || change.isPending}
      change={add.followed ?? change.followed}
      errors={errors}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <CarrierOrBothField choice={carrier} error={errors.carrier} />
      <ChoiceField
        label="Organization"
        placeholder="An organization, or every one"
        labels={organizationLabels}
        choice={organization}
        error={errors.organizationId}
      />
      <TextField
        name="startsOn"
        label="First Day"
        description="The first day of the waiver, yyyy-mm-dd."
        defaultValue={waiver?.startsOn ?? ''}
        autoComplete="off"
      />
      <TextField
        name="endsOn"
        label="Last Day"
        description="Its last day; the same day for a waiver of one day."
        defaultValue={waiver?.endsOn ?? ''}
        autoComplete="off"
      />
      <ChoiceField
        label="Reason"
        placeholder="Choose a reason"
        labels={WAIVER_REASON_LABELS}
        choice={reason}
        error={errors.reason}
      />
      <TextField
        name="note"
        label="Note (optional)"
        description="What the waiver was, for the audit team: the storm's name, the contract clause."
        defaultValue={waiver?.note ?? ''}
        autoComplete="off"
      />
    </RowDialog>
  );
}
