import { useInvalidate } from '../../lib/use-invalidate';

/** The toasts of every change to a person's details (SPEC §8 'User update'). */
export const personUpdateToasts = {
  errorMessage: 'Failed to update user details',
  successToast: 'User details updated successfully',
};

/** Refreshes every read that shows people: the person, the people lists, organizations' counts and the profile. */
export function usePersonRefresh() {
  const invalidate = useInvalidate();
  return () =>
    invalidate(
      '/user/{userId}',
      '/organization/people',
      '/organization/people/{organizationId}',
      '/organization',
      '/organization/{id}',
      '/auth/me',
    );
}
