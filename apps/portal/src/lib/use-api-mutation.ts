import type { UseMutationOptions, UseMutationResult } from '@tanstack/react-query';
import type { ApiMethod, ApiPath, ApiRequest, ApiResponseData } from '@waybill/api-client';
import { toast } from '@waybill/ui';
import { useApi } from './api';
import { failureToast, successToastOf, type ToastText } from './mutation-toasts';

/** What {@link useApiMutation} needs besides the call: the toasts of SPEC §8 and what to do afterwards. */
export interface ApiMutationOptions<Data, Variables> {
  /**
   * The description of the destructive 'Error' toast when the failed answer carries no `message` (the
   * "Default text" column of SPEC §8). A network failure shows it too.
   */
  errorMessage: string;
  /**
   * Whether the server's `message` replaces `errorMessage` when there is one. Turn it off only where SPEC §8
   * calls the text fixed.
   * @default true
   */
  showServerMessage?: boolean;
  /**
   * The toast after a success (the "Success text" column of SPEC §8): a title, `{title, description}`, or a
   * function of the answer and the variables when the text depends on them. Leave it out when SPEC §8 shows
   * none.
   */
  successToast?: ToastText | ((data: Data, variables: Variables) => ToastText);
  /**
   * Runs after a success, once the success toast is queued: update the cache, navigate, close a dialog. A
   * returned promise keeps the mutation pending until it settles.
   */
  onSuccess?: (data: Data, variables: Variables) => unknown;
  /** Runs after a failure, once the error toast is queued; only for what a screen does beyond the toast. */
  onError?: (error: Error, variables: Variables) => unknown;
}

/** The react-query mutation of `Method Path`; `mutate(variables)` takes `{ params, body }` as the client does. */
export type ApiMutation<Method extends ApiMethod, Path extends ApiPath<Method>> = UseMutationResult<
  ApiResponseData<Method, Path>,
  Error,
  ApiRequest<Method, Path>
>;

/**
 * The one way a screen changes data: `$api.useMutation(method, path)` of the contract, plus the toasts of
 * SPEC §8. A failure shows a destructive toast titled 'Error' whose text is the server's `message` (the error
 * body `{message}`), or `errorMessage` when the answer has none; a success shows `successToast` when given.
 * Mutations are never retried (the query client's rule). Paths, `params`, `body` and the answer are typed by
 * the contract.
 *
 * ```tsx
 * const invite = useApiMutation('post', '/organization/invite/{organizationId}', {
 *   errorMessage: 'Failed to invite people. Please try again.',
 *   successToast: 'People invited successfully!',
 *   onSuccess: () => onClose(),
 * });
 * // in the form's submit handler, once the fields are valid:
 * invite.mutate({ params: { path: { organizationId } }, body: values });
 * // and on its submit button:
 * <Button type="submit" isPending={invite.isPending}>Invite</Button>
 * ```
 */
export function useApiMutation<Method extends ApiMethod, Path extends ApiPath<Method>>(
  method: Method,
  path: Path,
  options: ApiMutationOptions<ApiResponseData<Method, Path>, ApiRequest<Method, Path>>,
): ApiMutation<Method, Path> {
  const { $api } = useApi();
  type Data = ApiResponseData<Method, Path>;
  type Variables = ApiRequest<Method, Path>;
  // The hook's own types are the same once Method and Path are known; inside this generic function the
  // compiler cannot see it, so it is given the resolved signature.
  const useMutation = $api.useMutation as unknown as (
    method: Method,
    path: Path,
    options: UseMutationOptions<Data, unknown, Variables>,
  ) => ApiMutation<Method, Path>;
  return useMutation(method, path, toastingCallbacks(options));
}

/**
 * The `onSuccess` and `onError` of a mutation made with `options`: each shows its toast of SPEC §8, then runs the
 * screen's own callback.
 */
export function toastingCallbacks<Data, Variables>(options: ApiMutationOptions<Data, Variables>) {
  const { errorMessage, showServerMessage = true, successToast, onSuccess, onError } = options;
  return {
    onSuccess: async (data: Data, variables: Variables) => {
      const content = successToastOf(successToast, data, variables);
      if (content) toast(content);
      await onSuccess?.(data, variables);
    },
    onError: async (error: unknown, variables: Variables) => {
      const content = failureToast(error, errorMessage, showServerMessage);
      toast(content);
      await onError?.(error instanceof Error ? error : new Error(content.description), variables);
    },
  };
}
