import { useInvalidate } from '../../lib/use-invalidate';
import { useReferenceDataChange } from '../../lib/use-reference-data-change';
import { chargeRuleName, type ChargeRule } from './charge-rule-format';
import { deletionToast } from './format';
import { DeleteRowDialog } from './row-dialog';

/**
 * Confirms removing a rule from the charge map: a description only it matched is grouped as Other and unmapped
 * again, and the stored charges it moves are re-derived (the toast says how many packages).
 */
export function DeleteChargeRuleDialog({ rule, onClose }: { rule: ChargeRule; onClose: () => void }) {
  const invalidate = useInvalidate();
  const remove = useReferenceDataChange('delete', '/reference-data/charge-rules/{ruleId}', {
    errorMessage: 'The rule could not be deleted. Please try again.',
    successToast: deletionToast('Rule deleted'),
    onSuccess: () => {
      onClose();
      void invalidate('/reference-data/charge-rules', '/reference-data/unmapped');
    },
  });

  return (
    <DeleteRowDialog
      noun="Rule"
      isPending={remove.isPending}
      change={remove.followed}
      onDelete={() => remove.mutate({ params: { path: { ruleId: rule.id } } })}
      onClose={onClose}
    >
      {`Are you sure you want to delete the rule ${chargeRuleName(rule)}? Descriptions only it matches are grouped as Other again, and unmapped.`}
    </DeleteRowDialog>
  );
}
