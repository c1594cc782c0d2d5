import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getErrorMessage } from '@waybill/api-client';
import { Heading, Link, Spinner, Stack, Text } from '@waybill/ui';
import { paths } from '../../config/paths';
import { useApi } from '../../lib/api';
import { emailVerificationQuery } from '../../lib/queries';

const missingLinkParts = 'Missing token or email';

function Failure({ message }: { message: string }) {
  return (
    <Stack gap="medium" align="center">
      <Heading level={1}>Verification Failed</Heading>
      <Text role="alert">{message}</Text>
      <Link href={paths.auth.login.getHref()}>Go to sign in</Link>
    </Stack>
  );
}

/** Verifies the email of the link's token, once, and says how it went. */
export default function VerifyEmailRoute() {
  const api = useApi();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  const hasLinkParts = token !== '' && email !== '';

  // A query rather than an effect: the cache runs the single-use call once, however often React mounts the page.
  const verification = useQuery({
    ...emailVerificationQuery(api, { invitationToken: token, email }),
    enabled: hasLinkParts,
  });

  if (!hasLinkParts) return <Failure message={missingLinkParts} />;
  if (verification.isPending) return <Spinner size="large" aria-label="Verifying your email" />;
  if (verification.isError) {
    return <Failure message={getErrorMessage(verification.error, 'An error occurred during verification')} />;
  }
  return (
    <Stack gap="medium" align="center">
      <Heading level={1}>Email Verified Successfully!</Heading>
      <Link href={paths.auth.login.getHref()}>Sign in</Link>
    </Stack>
  );
}
