import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Form, Heading, PasswordField, Stack, TextField } from '@waybill/ui';
import { paths } from '../../config/paths';
import { useApiMutation } from '../../lib/use-api-mutation';
import { InvalidLinkRedirect } from './invalid-link';
import { readFields, type FieldErrors } from '../../lib/form-fields';
import { validateAcceptInvitation, type AcceptInvitationValues } from './validation';

const fields = ['firstName', 'lastName', 'password', 'confirmPassword'] as const;

/** Accepting an invitation: the invited person names themselves, chooses a password, then signs in. */
export default function AcceptInvitationRoute() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const invitationToken = searchParams.get('token') ?? '';
  if (!email || !invitationToken) {
    return (
      <InvalidLinkRedirect
        title="Invalid invitation link"
        description="Please check your invitation link and try again."
      />
    );
  }
  return <AcceptInvitationForm email={email} invitationToken={invitationToken} />;
}

function AcceptInvitationForm({ email, invitationToken }: { email: string; invitationToken: string }) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors<keyof AcceptInvitationValues>>({});

  const accept = useApiMutation('post', '/user/accept-invitation', {
    errorMessage: 'Something went wrong',
    successToast: { title: 'Account created successfully!', description: 'Please login to continue.' },
    onSuccess: () => navigate(paths.auth.login.getHref()),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readFields(event.currentTarget, fields);
    const found = validateAcceptInvitation(values);
    setErrors(found);
    if (Object.keys(found).length === 0) accept.mutate({ body: { ...values, email, invitationToken } });
  };

  return (
    <Stack gap="large">
      <Heading level={1}>Accept your invitation</Heading>
      <Form validationBehavior="aria" validationErrors={errors} onSubmit={onSubmit}>
        <Stack gap="medium">
          <TextField name="firstName" label="First Name" autoComplete="given-name" />
          <TextField name="lastName" label="Last Name" autoComplete="family-name" />
          <TextField name="email" type="email" label="Email" value={email} isReadOnly />
          <PasswordField name="password" label="Password" autoComplete="new-password" />
          <PasswordField name="confirmPassword" label="Confirm Password" autoComplete="new-password" />
          <Button type="submit" isPending={accept.isPending}>
            Create Account
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
