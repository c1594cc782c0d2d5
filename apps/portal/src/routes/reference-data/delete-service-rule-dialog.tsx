import { carrierName, SERVICE_MATCH_LABELS, type ServiceRule } from '@waybill/api-client';
import { useInvalidate } from '../../lib/use-invalidate';
import { useReferenceDataChange } from '../../lib/use-reference-data-change';
import { deletionToast } from './format';
import { DeleteRowDialog } from './row-dialog';

/**
 * Confirms removing a rule from the service map: a service only it matched becomes unmapped again, and the stored
 * packages it moves are re-derived (the toast says how many).
 */
export function DeleteServiceRuleDialog({ rule, onClose }: { rule: ServiceRule; onClose: () => void }) {
  const invalidate = useInvalidate();
  const remove = useReferenceDataChange('delete', '/reference-data/service-rules/{ruleId}', {
    errorMessage: 'The rule could not be deleted. Please try again.',
    successToast: deletionToast('Rule deleted'),
    onSuccess: () => {
      onClose();
      void invalidate('/reference-data/service-rules', '/reference-data/unmapped');
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
      {`Are you sure you want to delete the ${carrierName(rule.carrier)} rule “${rule.pattern}” (${SERVICE_MATCH_LABELS[rule.match].toLowerCase()})? Services only it matches become unmapped again.`}
    </DeleteRowDialog>
  );
}
