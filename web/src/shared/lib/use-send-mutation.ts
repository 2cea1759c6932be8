import { useCallback, useRef } from 'react';
import {
  useMutation,
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';

/**
 * A mutation that sends something (a request, an order, a sign-in, a saved step), pressed once
 * (docs/rules/errors-and-messages.md#one-press-one-send): while its call is on its way, another
 * `mutate` is ignored and another `mutateAsync` answers the call already out. The lock is taken
 * synchronously on the first press: `isPending` only disables the button once React has drawn
 * it again, and the two clicks of a double-click both come before that. It is released when the
 * call settles, so a failure can be sent again at once.
 */
export function useSendMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TOnMutateResult = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  const out = useRef<Promise<TData> | null>(null);
  const mutation = useMutation({
    ...options,
    onSettled: (...settled) => {
      out.current = null;
      return options.onSettled?.(...settled);
    },
  });
  const { mutateAsync } = mutation;
  const sendAsync = useCallback<typeof mutateAsync>(
    (...call) => {
      if (out.current) return out.current;
      const sent = mutateAsync(...call);
      out.current = sent;
      return sent;
    },
    [mutateAsync],
  );
  const send = useCallback<typeof mutation.mutate>(
    (...call) => {
      if (out.current) return;
      // The call itself, so a second press meets it; its failure is the mutation's state.
      out.current = mutateAsync(...call);
      out.current.catch(() => undefined);
    },
    [mutateAsync],
  );
  return { ...mutation, mutate: send, mutateAsync: sendAsync };
}
