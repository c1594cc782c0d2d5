import { describe, expect, it } from 'vitest';
import {
  validateAcceptInvitation,
  validateLogin,
  validateRegister,
  validateResetLink,
  validateResetPassword,
} from './validation';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('rejects a malformed email and a short password', () => {
    expect(validateLogin({ email: 'ann.example.com', password: 'short' })).toEqual({
      email: 'Entered value does not match email format',
      password: 'Password must have at least 8 characters',
    });
  });

  it('accepts a well-formed email and an 8-character password', () => {
    expect(validateLogin({ email: 'ann@example.com', password: '12345678' })).toEqual({});
  });
});

describe('validateRegister', () => {
  const valid = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    password: 'correct horse',
    confirmPassword: 'correct horse',
  };

  it('accepts a complete form', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(
      validateRegister({ firstName: ' ', lastName: '', email: '', password: '', confirmPassword: '' }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('reports a confirmation that differs from the password', () => {
    expect(validateRegister({ ...valid, confirmPassword: 'correct horsf' })).toEqual({
      confirmPassword: 'Your passwords do not match',
    });
  });
});

describe('validateResetLink', () => {
  it('requires a well-formed email', () => {
    expect(validateResetLink({ email: '' })).toEqual({ email: 'Email is required' });
    expect(validateResetLink({ email: 'ann@' })).toEqual({
      email: 'Entered value does not match email format',
    });
    expect(validateResetLink({ email: 'ann@example.com' })).toEqual({});
  });
});

describe('validateAcceptInvitation', () => {
  const valid = {
    firstName: 'Ann',
    lastName: 'Lee',
    password: 'correct horse',
    confirmPassword: 'correct horse',
  };

  it('accepts a complete form', () => {
    expect(validateAcceptInvitation(valid)).toEqual({});
  });

  it('requires names, password and its confirmation', () => {
    expect(
      validateAcceptInvitation({ firstName: '', lastName: ' ', password: '', confirmPassword: '' }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('rejects a short password and a confirmation that differs', () => {
    expect(validateAcceptInvitation({ ...valid, password: 'short', confirmPassword: 'shorter' })).toEqual({
      password: 'Password must have at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('validateResetPassword', () => {
  it('requires both fields', () => {
    expect(validateResetPassword({ password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('requires at least 8 characters in each field', () => {
    expect(validateResetPassword({ password: 'short', confirmPassword: 'tiny' })).toEqual({
      password: 'Password must have at least 8 characters',
      confirmPassword: 'Password must have at least 8 characters',
    });
  });

  it('leaves a mismatch of two valid passwords to the page', () => {
    expect(validateResetPassword({ password: 'correct horse', confirmPassword: 'correct horsf' })).toEqual(
      {},
    );
  });
});
