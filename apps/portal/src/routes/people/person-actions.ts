import type { Person } from '@waybill/api-client';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';

/** A row action of the people list. */
export type PersonAction = 'Resend Invitation' | 'Assign License' | 'Revoke License';

/**
 * The row actions a person offers (SPEC §4), of those the viewer may take (`person.capabilities`): a pending
 * invitation can be resent; an active member of an organization without a license can get one; a licensed
 * person can lose it; licenses move only for verified emails. A pending invitation without an organization
 * offers nothing: the resend call names an organization.
 */
export function personActions(person: Person): PersonAction[] {
  if (person.status === 'Pending Invite') {
    return person.organizationId && person.capabilities.resendInvitation ? ['Resend Invitation'] : [];
  }
  if (!person.capabilities.manageLicense) return [];
  if (!person.emailVerified || !person.organizationId) return [];
  if (person.isLicensed) return ['Revoke License'];
  if (person.status === 'Active') return ['Assign License'];
  return [];
}

/** Every read that shows a license or a count of them. */
const licenseReads = [
  '/organization',
  '/organization/{id}',
  '/organization/people',
  '/organization/people/{organizationId}',
  '/user/{userId}',
] as const;

/**
 * Assigns or revokes a person's sigma license, with `errorMessage` as the failure toast's default text (the
 * server's message, e.g. that every seat is taken, when it sends one). The mutation stays pending until the
 * reads that show licenses have been refreshed, so a switch flips once the figures agree.
 */
export function useLicenseToggle(errorMessage: string) {
  const invalidate = useInvalidate();
  const onSuccess = () => invalidate(...licenseReads);
  const assign = useApiMutation('post', '/organization/assign-sigma-license/{organizationId}/{userId}', {
    errorMessage,
    onSuccess,
  });
  const revoke = useApiMutation('get', '/organization/revoke-sigma-license/{organizationId}/{userId}', {
    errorMessage,
    onSuccess,
  });

  const setLicensed = (person: Person, isLicensed: boolean) => {
    if (!person.organizationId) return;
    const params = { path: { organizationId: person.organizationId, userId: person.userId } };
    if (isLicensed) assign.mutate({ params });
    else revoke.mutate({ params });
  };
  const pending = assign.isPending ? assign : revoke.isPending ? revoke : undefined;
  return { setLicensed, pendingUserId: pending?.variables?.params.path.userId };
}

/** Sends a pending invitation again (SPEC §8 texts). */
export function useResendInvitation() {
  const mutation = useApiMutation('post', '/organization/resend-invitation/{organizationId}', {
    errorMessage: 'Failed to resend invitation',
    successToast: 'Invitation has been resent to the user.',
  });
  const resend = (person: Person) => {
    if (!person.organizationId) return;
    mutation.mutate({
      params: { path: { organizationId: person.organizationId } },
      body: { email: person.email },
    });
  };
  return { resend, pendingEmail: mutation.isPending ? mutation.variables?.body.email : undefined };
}
