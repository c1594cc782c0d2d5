import { carrierName, SERVICE_MATCH_LABELS, type ServiceRule } from '@waybill/api-client';
import { AlertDialog, Modal } from '@waybill/ui';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { rederivationText } from './format';

/**
 * Confirms removing a rule from the service map: a service only it matched becomes unmapped again, and the stored
 * packages it moves are re-derived (the toast says how many).
 */
export function DeleteServiceRuleDialog({ rule, onClose }: { rule: ServiceRule; onClose: () => void }) {
  const invalidate = useInvalidate();
  const remove = useApiMutation('delete', '/reference-data/service-rules/{ruleId}', {
    errorMessage: 'The rule could not be deleted. Please try again.',
    successToast: (rederived) => ({ title: 'Rule deleted', description: rederivationText(rederived) }),
    onSuccess: () => {
      onClose();
      void invalidate('/reference-data/service-rules', '/reference-data/unmapped');
    },
  });

  return (
    <Modal isDismissable={false} isOpen onOpenChange={(isOpen) => isOpen || onClose()}>
      <AlertDialog
        title="Delete Rule"
        variant="destructive"
        actionLabel="Delete"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        onAction={() => remove.mutate({ params: { path: { ruleId: rule.id } } })}
        onCancel={onClose}
      >
        {`Are you sure you want to delete the ${carrierName(rule.carrier)} rule “${rule.pattern}” (${SERVICE_MATCH_LABELS[rule.match].toLowerCase()})? Services only it matches become unmapped again.`}
      </AlertDialog>
    </Modal>
  );
}
