import type { Api } from '../../lib/api';

/** `GET /user/files/{id}`: one person's documents. */
export const userFilesQuery = ({ $api }: Api, userId: string) =>
  $api.queryOptions('get', '/user/files/{id}', { params: { path: { id: userId } } });

/** The key every person's document list shares, to refresh them all after an upload. */
export const userFilesKey = ['get', '/user/files/{id}'] as const;
