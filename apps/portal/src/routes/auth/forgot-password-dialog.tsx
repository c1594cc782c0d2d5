import { FormDialog, Text, TextField } from '@waybill/ui';
import { readFields, useFieldErrors } from '../../lib/form-fields';
import { useApiMutation } from '../../lib/use-api-mutation';
import { validateResetLink } from './validation';

const fields = ['email'] as const;

/** Asks for an email and mails a reset link to it; closes on success or on Cancel, stays open on failure. */
export default function ForgotPasswordDialog({ onClose }: { onClose: () => void }) {
  const sendLink = useApiMutation('post', '/user/send-reset-password-mail', {
    errorMessage: 'An error occurred while sending the reset password email.',
    successToast: 'Reset password email sent',
    onSuccess: onClose,
  });

  const { errors, check } = useFieldErrors(fields, sendLink.error);

  const onSubmit = (data: FormData) => {
    const values = readFields(data, fields);
    if (check(validateResetLink(values))) sendLink.mutate({ body: values });
  };

  return (
    <FormDialog
      title="Reset your password"
      size="small"
      isOpen
      onClose={onClose}
      submitLabel="Send Reset Link"
      isPending={sendLink.isPending}
      validationErrors={errors}
      onSubmit={onSubmit}
    >
      <Text>Enter the email of your account and we will send you a link to choose a new password.</Text>
      <TextField name="email" type="email" label="Email" autoComplete="email" autoFocus />
    </FormDialog>
  );
}
