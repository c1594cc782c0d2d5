import { describe, expect, it } from 'vitest';
import { ApiError, getErrorMessage } from './errors';

const FALLBACK = 'Failed to login. Please try again.';

describe('getErrorMessage', () => {
  it("returns the server's message from an ApiError", () => {
    expect(getErrorMessage(new ApiError(401, { message: 'Invalid email or password' }), FALLBACK)).toBe(
      'Invalid email or password',
    );
  });

  it("returns the server's message from an error body returned by the client", () => {
    expect(getErrorMessage({ message: 'Email already registered', code: 'EMAIL_TAKEN' }, FALLBACK)).toBe(
      'Email already registered',
    );
  });

  it('returns the fallback when the response had no message', () => {
    expect(getErrorMessage(new ApiError(500, undefined), FALLBACK)).toBe(FALLBACK);
    expect(getErrorMessage(new ApiError(502, '<html>Bad gateway</html>'), FALLBACK)).toBe(FALLBACK);
    expect(getErrorMessage({ message: '  ' }, FALLBACK)).toBe(FALLBACK);
    expect(getErrorMessage(undefined, FALLBACK)).toBe(FALLBACK);
  });

  it('returns the fallback for network failures, whose text means nothing to a user', () => {
    expect(getErrorMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
  });
});

describe('ApiError', () => {
  it('carries the status, code and fields of the response', () => {
    const error = new ApiError(400, {
      message: 'Password must have at least 8 characters',
      code: 'VALIDATION',
      fields: { password: 'Password must have at least 8 characters' },
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Password must have at least 8 characters',
      code: 'VALIDATION',
      fields: { password: 'Password must have at least 8 characters' },
    });
  });

  it('names the status when the response had no message', () => {
    expect(new ApiError(503, undefined).message).toBe('Request failed with status 503');
  });
});
