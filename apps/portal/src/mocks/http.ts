import { delay, HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@waybill/api-client/schema';
import type { Profile } from '@waybill/api-client';
import { profileCapabilitiesOf } from './capabilities';

/** MSW's `http`, typed by the contract: paths, parameters, bodies and responses must exist in openapi.yaml. */
export const http = createOpenApiHttp<paths>({ baseUrl: '/api/v1' });

/** A member of one organization, as `GET /auth/me` returns them. */
export const memberProfile: Profile = {
  userId: '0d8f6a52-3c1e-4b7a-9f20-5e6d7c8b9a01',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  emailVerified: true,
  isAdmin: false,
  isOrgAdmin: false,
  organizationId: '7b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
  organizationImage: null,
  organizationName: 'Acme Freight',
  capabilities: profileCapabilitiesOf('member'),
};

/** A platform admin, who belongs to no organization. */
export const platformAdminProfile: Profile = {
  ...memberProfile,
  userId: '5c3a1e2f-7d4b-4c8a-9e1f-2a3b4c5d6e7f',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'ada@example.com',
  isAdmin: true,
  organizationId: null,
  organizationImage: null,
  organizationName: null,
  capabilities: profileCapabilitiesOf('platformAdmin'),
};

/** The admin of an organization whose name is longer than the sidebar shows. */
export const organizationAdminProfile: Profile = {
  ...memberProfile,
  userId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  firstName: 'Olivia',
  lastName: 'Owens',
  email: 'olivia@example.com',
  isOrgAdmin: true,
  organizationName: 'Northwind Outfitters International',
  capabilities: profileCapabilitiesOf('organizationAdmin'),
};

/** A member who belongs to no organization. */
export const memberWithoutOrganizationProfile: Profile = {
  ...memberProfile,
  userId: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b',
  firstName: 'Nina',
  lastName: 'Solo',
  email: 'nina@example.com',
  organizationId: null,
  organizationImage: null,
  organizationName: null,
};

/** A self-registered member who has not verified their email yet, so no organization data is served to them. */
export const unverifiedProfile: Profile = {
  ...memberWithoutOrganizationProfile,
  userId: '8f7e6d5c-4b3a-4e2d-9c1b-0a9f8e7d6c5b',
  firstName: 'Uma',
  lastName: 'Unverified',
  email: 'uma@example.com',
  emailVerified: false,
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
  logoutFails: http.post('/auth/logout', ({ response }) =>
    response.untyped(new HttpResponse(null, { status: 500 })),
  ),
};

/** Handlers of `POST /user/resend-verification`. */
export const resendVerificationHandlers = {
  sent: http.post('/user/resend-verification', ({ response }) =>
    response(200).json({ message: 'Verification email sent.' }),
  ),
  neverArrives: http.post('/user/resend-verification', async ({ response }) => {
    await delay('infinite');
    return response(200).json({ message: 'Verification email sent.' });
  }),
  tooMany: http.post('/user/resend-verification', () =>
    HttpResponse.json(
      { message: 'Too many emails were sent to uma@example.com. Please try again in 42 minutes.' },
      { status: 429, headers: { 'Retry-After': '2520' } },
    ),
  ),
  failsWithoutMessage: http.post('/user/resend-verification', ({ response }) =>
    response.untyped(new HttpResponse(null, { status: 500 })),
  ),
};

/** `GET /auth/me` answering with the given profile. */
export const profileOf = (profile: Profile) =>
  http.get('/auth/me', ({ response }) => response(200).json(profile));

/** Handlers of the calls behind the links the product mails. */
export const linkHandlers = {
  verifyEmailSucceeds: http.post('/user/verify-email', ({ response }) =>
    response(200).json({ message: 'Email verified' }),
  ),
  verifyEmailNeverArrives: http.post('/user/verify-email', async ({ response }) => {
    await delay('infinite');
    return response(200).json({ message: 'Email verified' });
  }),
  verifyEmailRejected: http.post('/user/verify-email', ({ response }) =>
    response(400).json({ message: 'This link is invalid or has expired', code: 'INVALID_TOKEN' }),
  ),
  verifyEmailFailsWithoutMessage: http.post('/user/verify-email', ({ response }) =>
    response.untyped(new HttpResponse(null, { status: 500 })),
  ),
  acceptInvitationSucceeds: http.post('/user/accept-invitation', ({ response }) =>
    response(201).json({ message: 'Account created' }),
  ),
  acceptInvitationRejected: http.post('/user/accept-invitation', ({ response }) =>
    response(409).json({ message: 'An account with this email already exists' }),
  ),
  resetPasswordSucceeds: http.post('/user/reset-password', ({ response }) =>
    response(200).json({ message: 'Password changed' }),
  ),
  resetPasswordRejected: http.post('/user/reset-password', ({ response }) =>
    response(400).json({ message: 'This link is invalid or has expired', code: 'INVALID_TOKEN' }),
  ),
};
