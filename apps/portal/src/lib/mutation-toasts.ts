import { getErrorMessage } from '@waybill/api-client';
import type { ToastContent } from '@waybill/ui';

/** A toast's words: a title alone, or a title with a description. */
export type ToastText = string | Pick<ToastContent, 'title' | 'description'>;

/**
 * The toast of a failed change (SPEC §8): destructive, titled 'Error', saying the server's `message` when the
 * answer has one (and `showServerMessage` is on), otherwise `errorMessage`. The hooks throw an `ApiError` for
 * an error answer, or the fetch error when no answer came; neither's own text is meant for a user.
 */
export function failureToast(
  error: unknown,
  errorMessage: string,
  showServerMessage = true,
): ToastContent & { description: string } {
  const description = showServerMessage ? getErrorMessage(error, errorMessage) : errorMessage;
  return { title: 'Error', description, variant: 'destructive' };
}

/** The toast of a successful change, or `undefined` when the screen shows none. */
export function successToastOf<Data, Variables>(
  successToast: ToastText | ((data: Data, variables: Variables) => ToastText) | undefined,
  data: Data,
  variables: Variables,
): ToastContent | undefined {
  const text = typeof successToast === 'function' ? successToast(data, variables) : successToast;
  if (text === undefined) return undefined;
  return typeof text === 'string' ? { title: text } : text;
}
