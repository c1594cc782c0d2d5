import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Form, Heading, PasswordField, Stack, toast } from '@waybill/ui';
import { paths } from '../../config/paths';
import { useApiMutation } from '../../lib/use-api-mutation';
import { InvalidLinkRedirect } from './invalid-link';
import { readFields, type FieldErrors } from '../../lib/form-fields';
import { validateResetPassword, type ResetPasswordValues } from './validation';

const fields = ['password', 'confirmPassword'] as const;

/** Choosing a new password from a reset link, then signing in with it. */
export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const resetPasswordToken = searchParams.get('token') ?? '';
  if (!email || !resetPasswordToken) return <InvalidLinkRedirect title="Invalid reset password link" />;
  return <ResetPasswordForm email={email} resetPasswordToken={resetPasswordToken} />;
}

function ResetPasswordForm({ email, resetPasswordToken }: { email: string; resetPasswordToken: string }) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors<keyof ResetPasswordValues>>({});

  const reset = useApiMutation('post', '/user/reset-password', {
    errorMessage: 'Failed to reset password',
    successToast: 'Password reset successful',
    onSuccess: () => navigate(paths.auth.login.getHref()),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readFields(event.currentTarget, fields);
    const found = validateResetPassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (values.password !== values.confirmPassword) {
      toast({ title: 'Passwords do not match', variant: 'destructive' });
      return;
    }
    reset.mutate({ body: { email, password: values.password, resetPasswordToken } });
  };

  return (
    <Stack gap="large">
      <Heading level={1}>Reset your password</Heading>
      <Form validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit}>
        <Stack gap="medium">
          <PasswordField name="password" label="New Password" autoComplete="new-password" />
          <PasswordField name="confirmPassword" label="Confirm Password" autoComplete="new-password" />
          <Button type="submit" isPending={reset.isPending}>
            Reset Password
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
