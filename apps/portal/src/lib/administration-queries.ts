import type { Api } from './api';

/**
 * `GET /organization`: the active organizations the viewer may see, or with `'all'` the deactivated ones too
 * (deactivated organizations leave the list unless asked for, SPEC §2).
 */
export const organizationsQuery = ({ $api }: Api, status: 'active' | 'all' = 'active') =>
  status === 'active'
    ? $api.queryOptions('get', '/organization')
    : $api.queryOptions('get', '/organization', { params: { query: { status } } });

/** `GET /organization/{id}`: one organization with its license figures. */
export const organizationQuery = ({ $api }: Api, id: string) =>
  $api.queryOptions('get', '/organization/{id}', { params: { path: { id } } });

/** `GET /organization/people/{organizationId}`: the organization's members and pending invitations. */
export const membersQuery = ({ $api }: Api, organizationId: string) =>
  $api.queryOptions('get', '/organization/people/{organizationId}', { params: { path: { organizationId } } });

/** `GET /organization/people/unassigned/{id}`: the people of no organization, whom it could take in. */
export const unassignedPeopleQuery = ({ $api }: Api, organizationId: string) =>
  $api.queryOptions('get', '/organization/people/unassigned/{id}', {
    params: { path: { id: organizationId } },
  });

/** `GET /organization/people`: everyone the viewer may see. */
export const peopleQuery = ({ $api }: Api) => $api.queryOptions('get', '/organization/people');

/** `GET /user/{userId}`: one person with their credentials. */
export const personQuery = ({ $api }: Api, userId: string) =>
  $api.queryOptions('get', '/user/{userId}', { params: { path: { userId } } });
