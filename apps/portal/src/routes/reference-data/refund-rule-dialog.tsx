import { useMemo } from 'react';
import { carrierName, type RefundRule, type RefundRuleInput } from '@waybill/api-client';
import { TextField } from '@waybill/ui';
import { readFields, useFieldErrors, type FieldErrors } from '../../lib/form-fields';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { ChoiceField, useChoice } from './choice-field';
import { CoverageFields, useCoverageRows } from './coverage-fields';
import {
  rereadText,
  validateRefundRule,
  WINDOW_START_LABELS,
  type RefundRuleField,
} from './refund-rule-format';
import { RowDialog } from './row-dialog';

const fields = ['days', 'countedFrom', 'coverage'] as const satisfies readonly (keyof RefundRuleInput)[];

/**
 * Changes a carrier's refund rules: the days of its claim window, the day the window is counted from, and the
 * groupings its refunds cover with the ship dates each is covered for. The server answers at once, having re-read
 * the claims of the batches not yet submitted; the toast says how many, and the claims' lists are read again.
 */
export function RefundRuleDialog({ rule, onClose }: { rule: RefundRule; onClose: () => void }) {
  const carrier = carrierName(rule.carrier);
  const countedFrom = useChoice(rule.countedFrom);
  const coverage = useCoverageRows(rule.coverage);
  const invalidate = useInvalidate();
  const save = useApiMutation('put', '/refund-claims/rules/{carrier}', {
    errorMessage: 'The refund rules could not be saved. Please try again.',
    successToast: ({ claimsReread }) => ({
      title: `${carrier} refund rules saved`,
      description: rereadText(claimsReread),
    }),
    onSuccess: () => {
      onClose();
      void invalidate(
        '/refund-claims/rules',
        '/refund-claims/eligible',
        '/refund-claims/batches',
        '/refund-claims/batches/{batchId}',
      );
    },
  });
  const { errors, check } = useFieldErrors<RefundRuleField>(fields, save.error);
  // The form shows by its name the one field of its own whose error clears as it is retyped; the selects and the
  // coverage's rows take theirs from `errors` directly. One object per change, as the form wants it.
  const dayErrors = useMemo<FieldErrors<'days'>>(() => (errors.days ? { days: errors.days } : {}), [errors]);

  const onSubmit = (data: FormData) => {
    const body = validateRefundRule({
      ...readFields(data, ['days']),
      countedFrom: countedFrom.key,
      coverage: coverage.rows,
    });
    if (!check(body.errors) || !body.rule) return;
    save.mutate({ params: { path: { carrier: rule.carrier } }, body: body.rule });
  };

  return (
    <RowDialog
      noun={`${carrier} Refund Rules`}
      isEditing
      isPending={save.isPending}
      errors={dayErrors}
      size="large"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        name="days"
        label="Claim Window (days)"
        description="The calendar days a refund can be claimed in, from 1 to 366."
        defaultValue={String(rule.days)}
        inputMode="numeric"
        autoComplete="off"
      />
      <ChoiceField
        label="Counted From"
        placeholder="Choose the day the window starts"
        labels={WINDOW_START_LABELS}
        choice={countedFrom}
        error={errors.countedFrom}
      />
      <CoverageFields coverage={coverage} errors={errors} />
    </RowDialog>
  );
}
