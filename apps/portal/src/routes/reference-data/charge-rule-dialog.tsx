import { UNIFIED_CHARGE_GROUPING_LABELS } from '@waybill/api-client';
import { TextField } from '@waybill/ui';
import { readFields, useFieldErrors } from '../../lib/form-fields';
import { useInvalidate } from '../../lib/use-invalidate';
import { useReferenceDataChange } from '../../lib/use-reference-data-change';
import {
  AUDIT_EXEMPTION_LABELS,
  NEW_RULE_PRIORITY,
  NO_EXEMPTION,
  validateChargeRule,
  type ChargeRule,
  type ChargeRuleInput,
} from './charge-rule-format';
import { CarrierOrBothField, ChoiceField, useChoice } from './choice-field';
import { BOTH_CARRIERS, rederivationToast } from './format';
import { RowDialog } from './row-dialog';

const fields = [
  'carrier',
  'classification',
  'pattern',
  'grouping',
  'auditExemption',
  'priority',
] as const satisfies readonly (keyof ChargeRuleInput)[];

/** What a new rule starts with: a charge description the map does not know, for the unmapped list's "Map…". */
export type NewChargeRule = Partial<Pick<ChargeRuleInput, 'carrier' | 'pattern'>>;

const exemptionLabels = { [NO_EXEMPTION]: 'None', ...AUDIT_EXEMPTION_LABELS };

/**
 * Adds a rule to the charge map, or with `rule` changes that one: the carrier (or both), the classification (or
 * any), the pattern, the grouping a description it matches takes, the audit exemption it gives the package, and
 * its priority. A new rule starts on both carriers, no exemption and priority 300. The server re-derives the stored
 * charges the change moves; the toast says how many packages.
 */
export function ChargeRuleDialog({
  rule,
  newRule,
  onClose,
}: {
  rule?: ChargeRule;
  newRule?: NewChargeRule;
  onClose: () => void;
}) {
  const carrier = useChoice(rule ? (rule.carrier ?? BOTH_CARRIERS) : (newRule?.carrier ?? BOTH_CARRIERS));
  const grouping = useChoice(rule?.grouping);
  const auditExemption = useChoice(rule?.auditExemption ?? NO_EXEMPTION);
  const invalidate = useInvalidate();
  const options = {
    errorMessage: 'The rule could not be saved. Please try again.',
    onSuccess: () => {
      onClose();
      void invalidate('/reference-data/charge-rules', '/reference-data/unmapped');
    },
  };
  const add = useReferenceDataChange('post', '/reference-data/charge-rules', {
    ...options,
    successToast: rederivationToast('Rule added'),
  });
  const change = useReferenceDataChange('put', '/reference-data/charge-rules/{ruleId}', {
    ...options,
    successToast: rederivationToast('Rule saved'),
  });
  const { errors, check } = useFieldErrors(fields, add.error ?? change.error);

  const onSubmit = (data: FormData) => {
    const body = validateChargeRule({
      ...readFields(data, ['classification', 'pattern', 'priority']),
      carrier: carrier.key,
      grouping: grouping.key,
      auditExemption: auditExemption.key,
    });
    if (!check(body.errors) || !body.rule) return;
    if (rule) change.mutate({ params: { path: { ruleId: rule.id } }, body: body.rule });
    else add.mutate({ body: body.rule });
  };

  return (
    <RowDialog
      noun="Rule"
      isEditing={rule !== undefined}
      isPending={add.isPending || change.isPending}
      change={add.followed ?? change.followed}
      errors={errors}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <CarrierOrBothField choice={carrier} error={errors.carrier} />
      <TextField
        name="classification"
        label="Classification (optional)"
        description="The charge classification code a UPS line carries, such as FRT or FSC; empty for any."
        defaultValue={rule?.classification ?? ''}
        autoComplete="off"
      />
      <TextField
        name="pattern"
        label="Pattern"
        description="The whole charge description: % stands for any run of characters, _ for one; case does not matter."
        defaultValue={rule?.pattern ?? newRule?.pattern}
        autoComplete="off"
        autoFocus
      />
      <ChoiceField
        label="Grouping"
        placeholder="Choose a grouping"
        labels={UNIFIED_CHARGE_GROUPING_LABELS}
        choice={grouping}
        error={errors.grouping}
      />
      <ChoiceField
        label="Audit Exemption"
        placeholder="None, or an exemption"
        labels={exemptionLabels}
        choice={auditExemption}
        error={errors.auditExemption}
      />
      <TextField
        name="priority"
        label="Priority"
        description="Among rules that match a description, the highest priority wins."
        defaultValue={String(rule?.priority ?? NEW_RULE_PRIORITY)}
        inputMode="numeric"
      />
    </RowDialog>
  );
}
