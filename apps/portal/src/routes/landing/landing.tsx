import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Heading, Spinner, Stack, Text, toast } from '@waybill/ui';
import { getErrorMessage } from '@waybill/api-client';
import { paths } from '../../config/paths';
import { useApi } from '../../lib/api';
import { profileQueryOptions } from '../../lib/profile';
import { clearStoredUser } from '../../state/user-storage';
import * as layout from '../page-layout.css';

/** The landing screen of a signed-in user: a welcome and the way out. */
export default function LandingRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQueryOptions(api));

  const logout = api.$api.useMutation('post', '/auth/logout', {
    onSuccess: async () => {
      clearStoredUser();
      toast({ title: 'Logged Out', description: 'You have been successfully logged out' });
      await navigate(paths.auth.login.getHref(), { replace: true });
      // Cleared only once the landing has gone, or its profile query would fetch again.
      queryClient.clear();
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: getErrorMessage(error, 'Failed to log out. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  return (
    <main className={layout.messagePage}>
      {profile.isPending ? (
        <Spinner aria-label="Loading your profile" />
      ) : profile.isError ? (
        <Text role="alert">
          An error occurred: {getErrorMessage(profile.error, 'Failed to load your profile')}
        </Text>
      ) : (
        <Stack gap="large" align="center">
          <Heading level={1}>Welcome, {profile.data.firstName}!</Heading>
          <Button variant="secondary" isPending={logout.isPending} onPress={() => logout.mutate({})}>
            Log out
          </Button>
        </Stack>
      )}
    </main>
  );
}
