import { AlertDialog, Modal } from '@waybill/ui';
import { useApiMutation } from '../../lib/use-api-mutation';
import { maskEmail } from './format';

/**
 * 'Confirm Password Reset' (SPEC §2, §4): mails a reset link to the email, shown masked; closes on success and
 * stays usable on failure.
 */
export function PasswordResetDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const send = useApiMutation('post', '/user/send-reset-password-mail', {
    errorMessage: 'Failed to send reset password link',
    successToast: 'Password reset link has been sent to the email.',
    onSuccess: onClose,
  });
  return (
    <Modal isDismissable={false} isOpen onOpenChange={(isOpen) => isOpen || onClose()}>
      <AlertDialog
        title="Confirm Password Reset"
        actionLabel="Send Reset Link"
        pendingLabel="Sending..."
        isPending={send.isPending}
        onAction={() => send.mutate({ body: { email } })}
        onCancel={onClose}
      >
        {`A password reset link will be sent to ${maskEmail(email)}.`}
      </AlertDialog>
    </Modal>
  );
}
