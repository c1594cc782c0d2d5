import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Heading, Link, PasswordField, Stack, Text, TextField, toast } from '@waybill/ui';
import { paths } from '../../config/paths';
import { useApiMutation } from '../../lib/use-api-mutation';
import { readFields, type FieldErrors } from '../../lib/form-fields';
import { validateRegister, type RegisterValues } from './validation';

const fields = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/** Registration: creates an account, then sends the user to sign in. */
export default function RegisterRoute() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors<keyof RegisterValues>>({});

  const register = useApiMutation('post', '/auth/register', {
    errorMessage: 'Failed to register. Please try again.',
    successToast: 'Registration successful!',
    onSuccess: () => navigate(paths.auth.login.getHref()),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readFields(event.currentTarget, fields);
    const found = validateRegister(values);
    setErrors(found);
    if (values.confirmPassword && values.password !== values.confirmPassword) {
      toast({ title: 'Passwords do not match', variant: 'destructive' });
    }
    if (Object.keys(found).length > 0) return;
    const { confirmPassword: _confirmed, ...body } = values;
    register.mutate({ body });
  };

  return (
    <Stack gap="large">
      <Heading level={1}>Create an account</Heading>
      <Form validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit}>
        <Stack gap="medium">
          <TextField name="firstName" label="First Name" autoComplete="given-name" />
          <TextField name="lastName" label="Last Name" autoComplete="family-name" />
          <TextField name="email" type="email" label="Email" autoComplete="email" />
          <PasswordField name="password" label="Password" autoComplete="new-password" />
          <PasswordField name="confirmPassword" label="Confirm Password" autoComplete="new-password" />
          <Button type="submit" isPending={register.isPending}>
            Create account
          </Button>
        </Stack>
      </Form>
      <Text>
        Already have an account? <Link href={paths.auth.login.getHref()}>Sign in</Link>
      </Text>
    </Stack>
  );
}
