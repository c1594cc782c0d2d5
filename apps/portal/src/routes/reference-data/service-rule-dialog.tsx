import { SERVICE_MATCH_LABELS, type ServiceRule, type ServiceRuleInput } from '@waybill/api-client';
import { TextField } from '@waybill/ui';
import { readFields, useFieldErrors } from '../../lib/form-fields';
import { useInvalidate } from '../../lib/use-invalidate';
import { useReferenceDataChange } from '../../lib/use-reference-data-change';
import { CarrierField, ChoiceField, SlaGroupField, useChoice } from './choice-field';
import { rederivationToast } from './format';
import { RowDialog } from './row-dialog';
import { validateServiceRule, type ServiceRuleValues } from './service-rule-format';

const fields = [
  'carrier',
  'match',
  'pattern',
  'priority',
  'slaGrouping',
  'groundVsExpress',
  'scope',
  'guaranteedFrom',
  'guaranteedTo',
] as const satisfies readonly (keyof ServiceRuleInput)[];

/** What a new rule starts with: a service the map does not know, for the unmapped list's "Map…". */
export type NewServiceRule = Partial<Pick<ServiceRuleInput, 'carrier' | 'pattern'>>;

const modes = { Ground: 'Ground', Express: 'Express' } as const;
const scopes = { Domestic: 'Domestic', International: 'International' } as const;

/**
 * Adds a rule to the service map, or with `rule` changes that one: carrier, how it matches, the pattern, its
 * priority, and what a name it matches means (SLA group, ground or express, scope, guarantee period). The server
 * re-derives the stored packages the change moves; the toast says how many.
 */
export function ServiceRuleDialog({
  rule,
  newRule,
  onClose,
}: {
  rule?: ServiceRule;
  newRule?: NewServiceRule;
  onClose: () => void;
}) {
  const carrier = useChoice(rule?.carrier ?? newRule?.carrier);
  const match = useChoice(rule?.match ?? 'exact');
  const slaGrouping = useChoice(rule?.slaGrouping);
  const groundVsExpress = useChoice(rule?.groundVsExpress);
  const scope = useChoice(rule?.scope);
  const invalidate = useInvalidate();
  const options = {
    errorMessage: 'The rule could not be saved. Please try again.',
    onSuccess: () => {
      onClose();
      void invalidate('/reference-data/service-rules', '/reference-data/unmapped');
    },
  };
  const add = useReferenceDataChange('post', '/reference-data/service-rules', {
    ...options,
    successToast: rederivationToast('Rule added'),
  });
  const change = useReferenceDataChange('put', '/reference-data/service-rules/{ruleId}', {
    ...options,
    successToast: rederivationToast('Rule saved'),
  });
  const { errors, check } = useFieldErrors(fields, add.error ?? change.error);

  const onSubmit = (data: FormData) => {
    const values: ServiceRuleValues = {
      ...readFields(data, ['pattern', 'priority', 'guaranteedFrom', 'guaranteedTo']),
      carrier: carrier.key,
      match: match.key,
      slaGrouping: slaGrouping.key,
      groundVsExpress: groundVsExpress.key,
      scope: scope.key,
    };
    const body = validateServiceRule(values);
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
      <CarrierField choice={carrier} error={errors.carrier} />
      <ChoiceField
        label="Match"
        placeholder="Exact, begins with or expression"
        labels={SERVICE_MATCH_LABELS}
        choice={match}
        error={errors.match}
      />
      <TextField
        name="pattern"
        label="Pattern"
        description="The service name, its beginning, or a regular expression; case does not matter."
        defaultValue={rule?.pattern ?? newRule?.pattern}
        autoComplete="off"
        autoFocus
      />
      <TextField
        name="priority"
        label="Priority"
        description="Among rules that match a name, the highest priority wins."
        defaultValue={String(rule?.priority ?? 0)}
        inputMode="numeric"
      />
      <SlaGroupField choice={slaGrouping} error={errors.slaGrouping} />
      <ChoiceField
        label="Ground/Express"
        placeholder="Ground or Express"
        labels={modes}
        choice={groundVsExpress}
        error={errors.groundVsExpress}
      />
      <ChoiceField
        label="Scope"
        placeholder="Domestic or International"
        labels={scopes}
        choice={scope}
        error={errors.scope}
      />
      <TextField
        name="guaranteedFrom"
        label="Guaranteed From"
        description="The first ship date the money-back guarantee covers, yyyy-mm-dd; empty when it never did."
        defaultValue={rule?.guaranteedFrom ?? ''}
        autoComplete="off"
      />
      <TextField
        name="guaranteedTo"
        label="Guaranteed To"
        description="The last ship date it covers; empty while it still does."
        defaultValue={rule?.guaranteedTo ?? ''}
        autoComplete="off"
      />
    </RowDialog>
  );
}
