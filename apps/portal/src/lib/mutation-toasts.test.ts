import { describe, expect, it } from 'vitest';
import { ApiError } from '@waybill/api-client';
import { failureToast, successToastOf } from './mutation-toasts';

describe('failureToast', () => {
  it("says the server's message in a destructive toast titled 'Error'", () => {
    expect(
      failureToast(new ApiError(401, { message: 'Invalid email or password' }), 'Failed to login.'),
    ).toEqual({
      title: 'Error',
      description: 'Invalid email or password',
      variant: 'destructive',
    });
  });

  it('falls back to the default text without a message, for a network failure and for a blank message', () => {
    for (const error of [
      new ApiError(500, undefined),
      new ApiError(503, { message: '  ' }),
      new TypeError('Failed to fetch'),
    ]) {
      expect(failureToast(error, 'Failed to log out. Please try again.').description).toBe(
        'Failed to log out. Please try again.',
      );
    }
  });

  it('keeps the default text when the server message is turned off', () => {
    const error = new ApiError(409, { message: 'Already unassigned' });
    expect(failureToast(error, 'Failed to unassign users', false).description).toBe(
      'Failed to unassign users',
    );
  });
});

describe('successToastOf', () => {
  it('shows nothing without a success toast', () => {
    expect(successToastOf(undefined, {}, {})).toBeUndefined();
  });

  it('makes a title of a string and keeps a title with a description', () => {
    expect(successToastOf('Users assigned', {}, {})).toEqual({ title: 'Users assigned' });
    expect(successToastOf({ title: 'Logged Out', description: 'Bye' }, {}, {})).toEqual({
      title: 'Logged Out',
      description: 'Bye',
    });
  });

  it('asks a function for the text with the answer and the variables', () => {
    const text = (_data: unknown, variables: { activate: boolean }) =>
      variables.activate ? 'User has been activated' : 'User has been deactivated';
    expect(successToastOf(text, {}, { activate: false })).toEqual({ title: 'User has been deactivated' });
  });
});
