import { createContext, useContext, type ReactNode } from 'react';
import type { ApiHooks } from '@waybill/api-client';

/**
 * The react-query hooks of the contract (`$api.queryOptions`, `$api.useMutation`): the only way screens call the
 * API. Reads go through the query option factories of src/lib (`useQuery(peopleQuery(api))`), changes through
 * `useApiMutation` (./use-api-mutation), which adds SPEC §8's toasts, or for the reference data's through
 * `useReferenceDataChange` (./use-reference-data-change), which also follows a change that outlasts its request.
 */
export type Api = { $api: ApiHooks };

const ApiContext = createContext<Api | null>(null);

/** Makes the hooks of one API client available to every screen below it. */
export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The API hooks of the nearest `ApiProvider`. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside an ApiProvider');
  return api;
}
