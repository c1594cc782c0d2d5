import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Heading, Spinner, Stack, Text } from '@waybill/ui';
import logo from '../../assets/logo.svg';
import { paths } from '../../config/paths';
import { useApi } from '../../lib/api';
import { profileQueryOptions } from '../../lib/profile';
import { useApiMutation } from '../../lib/use-api-mutation';
import * as layout from '../page-layout.css';

/**
 * Where a signed-in user whose email is not verified lands: no organization data is served until it is. The
 * Resend button mails a new link (the older ones stop working); a failure shows the usual 'Error' toast and
 * leaves the button usable.
 */
export default function VerifyYourEmailRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const profile = useQuery(profileQueryOptions(api));
  const verified = profile.data?.emailVerified === true;
  const resend = useApiMutation('post', '/user/resend-verification', {
    errorMessage: 'Failed to send the verification email',
  });

  useEffect(() => {
    if (verified) void navigate(paths.home.getHref(), { replace: true });
  }, [navigate, verified]);

  if (!profile.data) return <Spinner size="large" aria-label="Loading your profile" />;
  return (
    <div className={layout.insetMessage}>
      <Stack gap="medium" align="center">
        <img src={logo} alt="Waybill" width={64} height={64} />
        <Heading level={1}>Verify your email</Heading>
        <Text>
          We sent a link to {profile.data.email}. Open it to verify your email address; until then your
          organization&apos;s data stays hidden.
        </Text>
        <Button isPending={resend.isPending} onPress={() => resend.mutate({})}>
          {resend.isPending ? 'Sending...' : 'Resend verification email'}
        </Button>
        {resend.isSuccess && <Text role="status">Verification email sent.</Text>}
      </Stack>
    </div>
  );
}
