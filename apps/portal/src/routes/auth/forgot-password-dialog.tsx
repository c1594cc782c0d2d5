import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, Form, Modal, Stack, Text, TextField } from '@waybill/ui';
import { useApiMutation } from '../../lib/use-api-mutation';
import { readFields, validateResetLink, type FieldErrors, type ResetLinkValues } from './validation';

const fields = ['email'] as const;

/** Asks for an email and mails a reset link to it; closes on success or on Cancel, stays open on failure. */
export default function ForgotPasswordDialog({ onClose }: { onClose: () => void }) {
  const [errors, setErrors] = useState<FieldErrors<keyof ResetLinkValues>>({});

  const sendLink = useApiMutation('post', '/user/send-reset-password-mail', {
    errorMessage: 'An error occurred while sending the reset password email.',
    successToast: 'Reset password email sent',
    onSuccess: onClose,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readFields(event.currentTarget, fields);
    const found = validateResetLink(values);
    setErrors(found);
    if (Object.keys(found).length === 0) sendLink.mutate({ body: values });
  };

  return (
    <Modal size="small" isDismissable isOpen onOpenChange={(isOpen) => isOpen || onClose()}>
      <Dialog title="Reset your password">
        <Form validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit}>
          <Stack gap="medium">
            <Text>Enter the email of your account and we will send you a link to choose a new password.</Text>
            <TextField name="email" type="email" label="Email" autoComplete="email" autoFocus />
            <DialogActions>
              <Button variant="secondary" slot="close">
                Cancel
              </Button>
              <Button type="submit" isPending={sendLink.isPending}>
                Send Reset Link
              </Button>
            </DialogActions>
          </Stack>
        </Form>
      </Dialog>
    </Modal>
  );
}
