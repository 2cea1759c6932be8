import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A change to a list the buyer keeps (cards, addresses, organisations, orders), after which the list is read again. */
export const useRefreshAfterChange = <V>(key: QueryKey, change: (v: V) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
};
