import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Heading, Inline, Link, PasswordField, Stack, Text, TextField } from '@waybill/ui';
import { paths } from '../../config/paths';
import { useApi } from '../../lib/api';
import { profileQueryOptions } from '../../lib/profile';
import { useApiMutation } from '../../lib/use-api-mutation';
import { storeUser } from '../../state/user-storage';
import { readFields, type FieldErrors } from '../../lib/form-fields';
import { validateLogin, type LoginValues } from './validation';

const fields = ['email', 'password'] as const;

// Most visits never open it, so its code loads on the first press of 'Forgot password?'.
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog'));

/** Sign-in: Email and Password, then the landing screen. */
export default function LoginRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = useApi();
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [isResetDialogOpen, setResetDialogOpen] = useState(false);

  const login = useApiMutation('post', '/auth/login', {
    errorMessage: 'Failed to login. Please try again.',
    successToast: 'Logged in successfully!',
    onSuccess: (profile) => {
      storeUser(profile);
      queryClient.setQueryData(profileQueryOptions(api).queryKey, profile);
      void navigate(paths.home.getHref());
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readFields(event.currentTarget, fields);
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length === 0) login.mutate({ body: values });
  };

  return (
    <Stack gap="large">
      <Heading level={1}>Sign in</Heading>
      <Form validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit}>
        <Stack gap="medium">
          <TextField name="email" type="email" label="Email" autoComplete="email" />
          <PasswordField name="password" label="Password" autoComplete="current-password" />
          <Button type="submit" isPending={login.isPending}>
            Sign in
          </Button>
        </Stack>
      </Form>
      <Inline justify="spaceBetween" wrap>
        <Text>
          Don&apos;t have an account? <Link href={paths.auth.register.getHref()}>Sign up</Link>
        </Text>
        <Button variant="ghost" size="small" onPress={() => setResetDialogOpen(true)}>
          Forgot password?
        </Button>
      </Inline>
      {/* Outside the sign-in form: React bubbles the dialog form's submit through the portal into it. */}
      {isResetDialogOpen && (
        <Suspense>
          <ForgotPasswordDialog onClose={() => setResetDialogOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
