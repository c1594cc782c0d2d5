import { useNavigate } from 'react-router';
import { carrierName } from '@waybill/api-client';
import { AlertDialog, FormDialog, Modal, Text, TextField } from '@waybill/ui';
import { paths } from '../../config/paths';
import { readFields, useFieldErrors } from '../../lib/form-fields';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { formatMoney } from '../control-master/format';
import { plural } from '../reference-data/format';
import {
  batchName,
  batchSubmittedText,
  DENIAL_REASON_MAX_LENGTH,
  denialReasonError,
  type ClaimBatch,
  type RefundClaim,
} from './format';

/**
 * Confirms marking an open batch submitted to its carrier today: its claims still within their window become
 * submitted, the others expire; the toast says how many of each.
 */
export function SubmitBatchDialog({ batch, onClose }: { batch: ClaimBatch; onClose: () => void }) {
  const invalidate = useInvalidate();
  const submit = useApiMutation('post', '/refund-claims/batches/{batchId}/submit', {
    errorMessage: 'The batch could not be marked submitted. Please try again.',
    successToast: (submitted) => ({ title: 'Batch submitted', description: batchSubmittedText(submitted) }),
    onSuccess: () => {
      onClose();
      void invalidate('/refund-claims/batches', '/refund-claims/batches/{batchId}');
    },
  });
  return (
    <Modal isDismissable={false} isOpen onOpenChange={(isOpen) => isOpen || onClose()}>
      <AlertDialog
        title="Mark Batch Submitted"
        actionLabel="Mark submitted"
        pendingLabel="Submitting…"
        isPending={submit.isPending}
        onAction={() => submit.mutate({ params: { path: { batchId: batch.id } } })}
        onCancel={onClose}
      >
        {`Mark ${batchName(batch.id).toLowerCase()} as submitted to ${carrierName(batch.carrier)} today? Its claims still within their window become submitted, and those past it expire. A submitted batch can no longer be changed or discarded.`}
      </AlertDialog>
    </Modal>
  );
}

/**
 * Confirms discarding an open batch: its packages can be claimed again while their window is open. The screen goes
 * back to the batches.
 */
export function DiscardBatchDialog({ batch, onClose }: { batch: ClaimBatch; onClose: () => void }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const discard = useApiMutation('delete', '/refund-claims/batches/{batchId}', {
    errorMessage: 'The batch could not be discarded. Please try again.',
    successToast: {
      title: 'Batch discarded',
      description: `Its ${plural(batch.claimCount, 'package', 'packages')} can be claimed again while their window is open.`,
    },
    onSuccess: () => {
      void navigate(paths.refundClaims.getHref('batches'));
      void invalidate('/refund-claims/batches', '/refund-claims/eligible');
    },
  });
  return (
    <Modal isDismissable={false} isOpen onOpenChange={(isOpen) => isOpen || onClose()}>
      <AlertDialog
        title="Discard Batch"
        variant="destructive"
        actionLabel="Discard"
        pendingLabel="Discarding…"
        isPending={discard.isPending}
        onAction={() => discard.mutate({ params: { path: { batchId: batch.id } } })}
        onCancel={onClose}
      >
        {`Are you sure you want to discard ${batchName(batch.id).toLowerCase()}? Its ${plural(batch.claimCount, 'claim', 'claims')} for ${formatMoney(batch.amountClaimed)} leave it, and their packages can be claimed again while their window is open.`}
      </AlertDialog>
    </Modal>
  );
}

const denialFields = ['reason'] as const;

/**
 * Records that the carrier denied a submitted claim, with the reason it gave (required, at most 500 characters);
 * the server's word on the reason shows on the field.
 */
export function DenyClaimDialog({ claim, onClose }: { claim: RefundClaim; onClose: () => void }) {
  const invalidate = useInvalidate();
  const deny = useApiMutation('post', '/refund-claims/claims/{packageId}/deny', {
    errorMessage: 'The denial could not be recorded. Please try again.',
    successToast: (denied) => ({
      title: 'Claim denied',
      description: `${denied.trackingNumber}: ${denied.deniedReason ?? ''}`,
    }),
    onSuccess: () => {
      onClose();
      void invalidate('/refund-claims/batches', '/refund-claims/batches/{batchId}');
    },
  });
  const { errors, check } = useFieldErrors(denialFields, deny.error);

  const onSubmit = (data: FormData) => {
    const { reason } = readFields(data, denialFields);
    const error = denialReasonError(reason);
    if (!check(error ? { reason: error } : {})) return;
    deny.mutate({ params: { path: { packageId: claim.packageId } }, body: { reason: reason.trim() } });
  };

  return (
    <FormDialog
      title="Deny Claim"
      isOpen
      onClose={onClose}
      submitLabel="Deny"
      pendingLabel="Denying…"
      isPending={deny.isPending}
      validationErrors={errors}
      onSubmit={onSubmit}
    >
      <Text tone="muted" size="small">
        {`Record that ${carrierName(claim.carrier)} denied the claim of ${claim.trackingNumber} for ${formatMoney(claim.amountClaimed)}, with the reason it gave.`}
      </Text>
      <TextField
        name="reason"
        label="Reason"
        description={`As the carrier gave it, up to ${DENIAL_REASON_MAX_LENGTH} characters.`}
        autoComplete="off"
      />
    </FormDialog>
  );
}
