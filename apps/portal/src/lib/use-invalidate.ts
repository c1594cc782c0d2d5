import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiPath } from '@waybill/api-client';

/**
 * Marks every cached read of the given paths stale (whatever their parameters) and refetches those on
 * screen, e.g. `invalidate('/organization', '/organization/{id}')` after an organization changed. The keys
 * are the hooks' own: `['get', path, init]`.
 */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return useCallback(
    (...paths: ApiPath<'get'>[]) =>
      Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] }))),
    [queryClient],
  );
}
