import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Heading, Spinner, Text } from '@waybill/ui';
import { getErrorMessage } from '@waybill/api-client';
import { landingPathFor } from '../../lib/navigation';
import { useApi } from '../../lib/api';
import { profileQueryOptions } from '../../lib/profile';
import * as layout from '../page-layout.css';

/** The landing screen of a signed-in user: a welcome, then the start page of their role. */
export default function LandingRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const profile = useQuery(profileQueryOptions(api));
  const startPath = profile.data ? landingPathFor(profile.data) : undefined;

  useEffect(() => {
    if (startPath) void navigate(startPath, { replace: true });
  }, [navigate, startPath]);

  return (
    <main className={layout.messagePage}>
      {profile.isPending ? (
        <Spinner aria-label="Loading your profile" />
      ) : profile.isError ? (
        <Text role="alert">
          An error occurred: {getErrorMessage(profile.error, 'Failed to load your profile')}
        </Text>
      ) : (
        <Heading level={1}>Welcome, {profile.data.firstName}!</Heading>
      )}
    </main>
  );
}
