import type { Api } from '../../lib/api';

/** `GET /user/files/{id}`: one person's documents. */
export const userFilesQuery = ({ $api }: Api, userId: string) =>
  $api.queryOptions('get', '/user/files/{id}', { params: { path: { id: userId } } });
