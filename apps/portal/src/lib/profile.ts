import { ApiError, type Profile } from '@waybill/api-client';
import type { Api } from './api';
import { storeUser } from '../state/user-storage';

/** The react-query key of the signed-in user's profile. */
export const profileQueryKey = ['profile'] as const;

/**
 * Query options for `GET /auth/me`. The fetched profile is also remembered in user-storage, since the
 * cookies are invisible to the portal and this call is its only proof of a session.
 */
export function profileQueryOptions({ client }: Pick<Api, 'client'>) {
  return {
    queryKey: profileQueryKey,
    queryFn: async (): Promise<Profile> => {
      const { data, error, response } = await client.GET('/auth/me');
      if (!data) throw new ApiError(response.status, error);
      storeUser(data);
      return data;
    },
  };
}
