import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { useApiMutation } from '../../lib/use-api-mutation';
import { clearStoredUser } from '../../state/user-storage';

/** Logging out: ends the session, forgets the user and their cached data, and goes to sign in. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useApiMutation('post', '/auth/logout', {
    errorMessage: 'Failed to log out. Please try again.',
    successToast: { title: 'Logged Out', description: 'You have been successfully logged out' },
    onSuccess: async () => {
      clearStoredUser();
      await navigate(paths.auth.login.getHref(), { replace: true });
      // Cleared only once the signed-in screens have gone, or their profile query would fetch again.
      queryClient.clear();
    },
  });
}
