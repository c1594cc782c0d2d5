import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient, ApiHooks } from '@waybill/api-client';

/** The typed client of the contract and the react-query hooks built on it. */
export type Api = { client: ApiClient; $api: ApiHooks };

const ApiContext = createContext<Api | null>(null);

/** Makes one API client available to every screen below it. */
export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The API client of the nearest `ApiProvider`. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside an ApiProvider');
  return api;
}
