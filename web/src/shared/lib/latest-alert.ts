import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * One current error on a screen (docs/rules/errors-and-messages.md#message-formatting): a failed
 * call's alert goes as soon as the buyer starts another call there (a heart, "Add to cart",
 * "Follow"), so the latest failure is said alone, never under a stack of older ones.
 */
export const useLatestAlertOnly = ({ isError, reset }: { isError: boolean; reset: () => void }) => {
  const client = useQueryClient();
  useEffect(
    () =>
      isError
        ? client.getMutationCache().subscribe((event) => {
            if (event.type === 'added') reset();
          })
        : undefined,
    [client, isError, reset],
  );
};
