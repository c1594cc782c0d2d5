import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@waybill/ui';
import { getErrorMessage } from '@waybill/api-client';
import { paths } from '../../config/paths';
import { useApi } from '../../lib/api';
import { clearStoredUser } from '../../state/user-storage';

/** Logging out: ends the session, forgets the user and their cached data, and goes to sign in. */
export function useLogout() {
  const { $api } = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/auth/logout', {
    onSuccess: async () => {
      clearStoredUser();
      toast({ title: 'Logged Out', description: 'You have been successfully logged out' });
      await navigate(paths.auth.login.getHref(), { replace: true });
      // Cleared only once the signed-in screens have gone, or their profile query would fetch again.
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
}
