import { delay, HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@waybill/api-client/schema';
import type { Profile } from '@waybill/api-client';

/** MSW's `http`, typed by the contract: paths, parameters, bodies and responses must exist in openapi.yaml. */
export const http = createOpenApiHttp<paths>({ baseUrl: '/api/v1' });

/** A member of one organization, as `GET /auth/me` returns them. */
export const memberProfile: Profile = {
  userId: '0d8f6a52-3c1e-4b7a-9f20-5e6d7c8b9a01',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  isAdmin: false,
  isOrgAdmin: false,
  organizationId: '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  organizationImage: null,
  organizationName: 'Acme Freight',
};

/** An error body of the contract with a status the operation may not declare (e.g. an unexpected 500). */
const errorResponse = (status: number, message: string) => HttpResponse.json({ message }, { status });

/** Handlers of the auth calls, one per situation a screen story shows. */
export const authHandlers = {
  profile: http.get('/auth/me', ({ response }) => response(200).json(memberProfile)),
  profileNeverArrives: http.get('/auth/me', async ({ response }) => {
    await delay('infinite');
    return response(200).json(memberProfile);
  }),
  profileFails: http.get('/auth/me', ({ response }) =>
    response.untyped(errorResponse(500, 'The database is unreachable')),
  ),
  loginSucceeds: http.post('/auth/login', ({ response }) => response(200).json(memberProfile)),
  loginRejected: http.post('/auth/login', ({ response }) =>
    response(401).json({ message: 'Invalid email or password' }),
  ),
  registerSucceeds: http.post('/auth/register', ({ response }) =>
    response(201).json({ message: 'Registration successful' }),
  ),
  resetLinkSent: http.post('/user/send-reset-password-mail', ({ response }) =>
    response(200).json({ message: 'If the account exists, a reset link was sent.' }),
  ),
  logoutSucceeds: http.post('/auth/logout', ({ response }) => response(204).empty()),
};
