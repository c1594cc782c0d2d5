import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { dashboardKindOf } from '../config/dashboard-kind';
import { readStoredTheme } from '../state/theme-storage';
import { membersQuery, organizationQuery, personQuery } from './administration-queries';
import type { Api } from './api';
import { dashboardAddressKey, dashboardAddressQuery, FULL_ACCESS } from './dashboard-address';

/** What a preload needs: the query cache to fill and the API hooks that describe each call. */
export interface PreloadContext {
  queryClient: QueryClient;
  api: Api;
}

type Preload = (context: PreloadContext, params: Readonly<Record<string, string | undefined>>) => void;

/**
 * Starts a read unless it is on its way or done already: main.tsx starts the first screen's reads before the
 * signed-in layout opens and asks again.
 */
function startRead<QueryFnData, QueryError, Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<QueryFnData, QueryError, Data, Key>,
) {
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.fetchStatus === 'fetching' || state?.status === 'success') return;
  void queryClient.prefetchQuery(options);
}

/**
 * The screens preloaded: by id (SPEC §2) the organization with its members, and the person; and a dashboard's
 * frame address, as the page first asks for it (its kind, the remembered theme, every organization), so the
 * frame starts loading as soon as the page's code has arrived.
 */
const preloads: [pattern: string, preload: Preload][] = [
  [
    paths.organization.path,
    ({ queryClient, api }, { id }) => {
      if (!id) return;
      startRead(queryClient, organizationQuery(api, id));
      startRead(queryClient, membersQuery(api, id));
    },
  ],
  [
    paths.person.path,
    ({ queryClient, api }, { id }) => {
      if (id) startRead(queryClient, personQuery(api, id));
    },
  ],
  ...Object.values(paths.dashboard).map(({ path }): [string, Preload] => [
    path,
    ({ queryClient, api }) => {
      const query = { pathType: dashboardKindOf(path), theme: readStoredTheme(), mappingName: FULL_ACCESS };
      // A dashboard already open (moving to another) asks for its own, in the organization its admin chose.
      if (queryClient.getQueryCache().findAll({ queryKey: dashboardAddressKey }).length > 0) return;
      // Kept until the page that takes it has opened (which drops it as it closes).
      void queryClient.prefetchQuery({ ...dashboardAddressQuery(api, query), gcTime: 60_000 });
    },
  ]),
];

/**
 * Starts the reads of the screen at `pathname`, if it is one preloaded. main.tsx calls it for a returning user's
 * first address, and the signed-in layout as it opens and as its address changes, so the reads run alongside the
 * profile's and the screen's code instead of after them; the screen's own `useQuery` then finds them in flight or
 * cached. (Not in the route table: whatever the route table imports is part of the first load of /login, which
 * has a budget.)
 */
export function preloadAddress(pathname: string, context: PreloadContext): void {
  for (const [pattern, preload] of preloads) {
    const match = matchPath(pattern, pathname);
    if (match) preload(context, match.params);
  }
}
