import type { Api } from './api';
import { storeUser } from '../state/user-storage';

/**
 * Query options for `GET /auth/me` (`$api.queryOptions`, so its key is the call's: `['get', '/auth/me']`). The
 * fetched profile is also remembered in user-storage, since the cookies are invisible to the portal and this
 * call is its only proof of a session.
 */
export function profileQueryOptions({ $api }: Api) {
  const options = $api.queryOptions('get', '/auth/me');
  return {
    ...options,
    queryFn: async (context: Parameters<typeof options.queryFn>[0]) => {
      const profile = await options.queryFn(context);
      storeUser(profile);
      return profile;
    },
  };
}
