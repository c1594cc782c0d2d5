import { useMemo, useState } from 'react';
import { ApiError } from '@waybill/api-client';

/** Field name -> the message shown in that field's error slot. Empty when the form is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Whether any field has a message. */
export const hasFieldErrors = (errors: FieldErrors<string>): boolean => Object.keys(errors).length > 0;

/** Reads the named text fields of a submitted form (the form itself, or its data). */
export function readFields<Field extends string>(form: HTMLFormElement | FormData, fields: readonly Field[]) {
  const data = form instanceof FormData ? form : new FormData(form);
  return Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? '')])) as Record<
    Field,
    string
  >;
}

/**
 * The messages a refused call gave for the form's own fields (the error body's `fields`); fields the form
 * does not have are left to the call's toast.
 */
export function apiFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FieldErrors<Field> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const messages = error.fields;
  return Object.fromEntries(
    fields.flatMap((field) => (typeof messages[field] === 'string' ? [[field, messages[field]]] : [])),
  ) as FieldErrors<Field>;
}

/**
 * The field errors of a form that a call sends: those its own rules found at the last submit, over those the
 * server gave for the last call (`submitError`). `check(found)` shows what the rules found and says whether
 * the form may be sent.
 */
export function useFieldErrors<Field extends string>(fields: readonly Field[], submitError: unknown) {
  const [found, setFound] = useState<FieldErrors<Field>>({});
  // One object per change: the form takes a new one as new errors, and shows again those the user cleared.
  const errors: FieldErrors<Field> = useMemo(
    () => ({ ...apiFieldErrors(submitError, fields), ...found }),
    [submitError, fields, found],
  );
  const check = (next: FieldErrors<Field>) => {
    setFound(next);
    return !hasFieldErrors(next);
  };
  return { errors, check };
}
