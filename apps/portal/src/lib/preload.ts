import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { membersQuery, organizationQuery, personQuery } from './administration-queries';
import type { Api } from './api';

/** What a preload needs: the query cache to fill and the API hooks that describe each call. */
export interface PreloadContext {
  queryClient: QueryClient;
  api: Api;
}

type Preload = (context: PreloadContext, params: Readonly<Record<string, string | undefined>>) => void;

/** The screens preloaded by id (SPEC §2): the organization with its members, and the person. */
const preloads: [pattern: string, preload: Preload][] = [
  [
    paths.organization.path,
    ({ queryClient, api }, { id }) => {
      if (!id) return;
      void queryClient.prefetchQuery(organizationQuery(api, id));
      void queryClient.prefetchQuery(membersQuery(api, id));
    },
  ],
  [
    paths.person.path,
    ({ queryClient, api }, { id }) => {
      if (id) void queryClient.prefetchQuery(personQuery(api, id));
    },
  ],
];

/**
 * Starts the reads of the screen at `pathname`, if it is one preloaded by id. The signed-in layout calls it
 * as it opens, so the reads run alongside the profile's and the screen's code instead of after them; the
 * screen's own `useQuery` then finds them in flight or cached. (Not in the route table: whatever the route
 * table imports is part of the first load of /login, which has a budget.)
 */
export function preloadAddress(pathname: string, context: PreloadContext): void {
  for (const [pattern, preload] of preloads) {
    const match = matchPath(pattern, pathname);
    if (match) preload(context, match.params);
  }
}
