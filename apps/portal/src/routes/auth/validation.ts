import type { FieldErrors } from '../../lib/form-fields';

export const PASSWORD_MIN_LENGTH = 8;

// A basic shape check; the server is the authority on what an address accepts.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const emailError = (email: string) => {
  if (!email.trim()) return 'Email is required';
  if (!emailPattern.test(email.trim())) return 'Entered value does not match email format';
  return undefined;
};

const passwordError = (password: string) => {
  if (!password) return 'Password is required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'Password must have at least 8 characters';
  return undefined;
};

const withoutEmpty = <Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> =>
  Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as FieldErrors<Field>;

export type ResetLinkValues = { email: string };

/** The forgot-password dialog's rule: a required, well-formed email. */
export function validateResetLink(values: ResetLinkValues): FieldErrors<keyof ResetLinkValues> {
  return withoutEmpty({ email: emailError(values.email) });
}

export type LoginValues = { email: string; password: string };

/** The sign-in form's rules (SPEC §5). */
export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return withoutEmpty({ email: emailError(values.email), password: passwordError(values.password) });
}

export type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
};

/** The registration form's rules (SPEC §5). */
export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  return withoutEmpty({
    firstName: values.firstName.trim() ? undefined : 'First name is required',
    lastName: values.lastName.trim() ? undefined : 'Last name is required',
    email: emailError(values.email),
    password: passwordError(values.password),
    confirmPassword: !values.confirmPassword
      ? 'Please confirm your password'
      : values.confirmPassword !== values.password
        ? 'Your passwords do not match'
        : undefined,
  });
}

export type AcceptInvitationValues = {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
};

/** The invitation acceptance form's rules (SPEC §5); the email comes from the link and is not edited. */
export function validateAcceptInvitation(
  values: AcceptInvitationValues,
): FieldErrors<keyof AcceptInvitationValues> {
  return withoutEmpty({
    firstName: values.firstName.trim() ? undefined : 'First name is required',
    lastName: values.lastName.trim() ? undefined : 'Last name is required',
    password: passwordError(values.password),
    confirmPassword: !values.confirmPassword
      ? 'Please confirm your password'
      : values.confirmPassword !== values.password
        ? 'Passwords do not match'
        : undefined,
  });
}

export type ResetPasswordValues = { password: string; confirmPassword: string };

/**
 * The reset password page's rules (SPEC §5): both fields required and at least 8 characters. A mismatch is
 * not a field error: the page reports it in a toast.
 */
export function validateResetPassword(values: ResetPasswordValues): FieldErrors<keyof ResetPasswordValues> {
  return withoutEmpty({
    password: passwordError(values.password),
    confirmPassword: values.confirmPassword
      ? passwordError(values.confirmPassword)
      : 'Please confirm your password',
  });
}
