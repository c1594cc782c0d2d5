import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type {
  ApiMethod,
  ApiPath,
  ApiRequest,
  ApiResponseData,
  ReferenceDataChange,
} from '@waybill/api-client';
import { useApi } from './api';
import { followReferenceDataChange, isReferenceDataChange } from './follow-reference-data-change';
import { referenceDataChangeQuery } from './queries';
import { toastingCallbacks, type ApiMutationOptions } from './use-api-mutation';

/** What a change of the reference data answers once it ended: the success body of `Method Path`, never its 202. */
export type ReferenceDataChangeAnswer<Method extends ApiMethod, Path extends ApiPath<Method>> = Exclude<
  ApiResponseData<Method, Path>,
  ReferenceDataChange
>;

/** The react-query mutation of a change of the reference data, with the change it follows. */
export type ReferenceDataChangeMutation<
  Method extends ApiMethod,
  Path extends ApiPath<Method>,
> = UseMutationResult<ReferenceDataChangeAnswer<Method, Path>, Error, ApiRequest<Method, Path>> & {
  /**
   * The change the call waits for, as last read: from its 202 answer until it ends; undefined while no call
   * follows one.
   */
  followed: ReferenceDataChange | undefined;
};

/**
 * The abort controller of the component's life: aborted when it unmounts. Made on mount, so that React's second
 * mount in development gets one of its own.
 */
function useUnmountController() {
  const controller = useRef(new AbortController());
  useEffect(() => {
    const mounted = new AbortController();
    controller.current = mounted;
    return () => mounted.abort();
  }, []);
  return controller;
}

/**
 * `useApiMutation` for the writes of the reference data, which run as jobs on the server: a change that outlasts its
 * request is answered 202 with the change, which this hook then reads about once a second (`followed`) until it
 * ends. A change done resolves with its answer, and a failed one rejects with its error as a refused request does,
 * so the toasts, `onSuccess` and the form's field errors work as for a change answered at once; the mutation stays
 * pending all along. Leaving the screen stops the following, without a toast.
 *
 * ```tsx
 * const change = useReferenceDataChange('put', '/reference-data/charge-rules/{ruleId}', {
 *   errorMessage: 'The rule could not be saved. Please try again.',
 *   successToast: rederivationToast('Rule saved'),
 *   onSuccess: () => onClose(),
 * });
 * // and in the dialog, near its busy button, where the change is while it runs:
 * <ChangeProgress change={change.followed} />
 * ```
 */
export function useReferenceDataChange<Method extends ApiMethod, Path extends ApiPath<Method>>(
  method: Method,
  path: Path,
  options: ApiMutationOptions<ReferenceDataChangeAnswer<Method, Path>, ApiRequest<Method, Path>>,
): ReferenceDataChangeMutation<Method, Path> {
  type Answer = ReferenceDataChangeAnswer<Method, Path>;
  type Variables = ApiRequest<Method, Path>;
  const api = useApi();
  const queryClient = useQueryClient();
  const unmount = useUnmountController();
  const [followed, setFollowed] = useState<ReferenceDataChange>();
  // As in useApiMutation: the hook's types, resolved once Method and Path are known.
  const useWrite = api.$api.useMutation as unknown as (
    method: Method,
    path: Path,
  ) => UseMutationResult<Answer | ReferenceDataChange, unknown, Variables>;
  // The contract's mutation makes the call; the one returned wraps it, so that it stays pending until the change
  // it started has ended.
  const write = useWrite(method, path);
  const { onSuccess, onError } = toastingCallbacks(options);
  const mutation = useMutation<Answer, Error, Variables>({
    mutationFn: async (variables) => {
      setFollowed(undefined);
      const answer = await write.mutateAsync(variables);
      if (!isReferenceDataChange(answer)) return answer;
      return followReferenceDataChange<Answer>(answer, {
        read: (changeId) => queryClient.fetchQuery(referenceDataChangeQuery(api, changeId)),
        onState: setFollowed,
        signal: unmount.current.signal,
      });
    },
    onSuccess,
    onError: (error, variables) => {
      // Following stopped because the screen is gone: nothing went wrong that a toast could tell.
      if (error === unmount.current.signal.reason) return;
      return onError(error, variables);
    },
  });
  return { ...mutation, followed: mutation.isPending ? followed : undefined };
}
