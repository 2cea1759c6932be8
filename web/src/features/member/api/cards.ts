import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

const cardsKey = ['member', 'cards'] as const;

/** `POST /api/member/creditcard/get`: the saved cards of the card payment profile. */
export const useCards = () =>
  useQuery({
    queryKey: cardsKey,
    queryFn: async () => (await callApi('member/creditcard/get', {})).cards,
  });

const useCardChange = <V>(change: (v: V) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: cardsKey }),
  });
};

/**
 * `POST /api/member/creditcard/put {payment_config}`. The number never travels: the payment
 * service's script would turn it into a token in the browser; the mock accepts any token, so a
 * random one stands in for it here (docs/rules/accounts.md#cards).
 */
export const useSaveCard = () =>
  useCardChange((card: { last4: string; brand: string; expiry: string }) =>
    callApi('member/creditcard/put', {
      payment_config: { token: `tok_${crypto.randomUUID()}`, ...card },
    }),
  );

/** `POST /api/member/creditcard/delete {card_id}`. */
export const useDeleteCard = () =>
  useCardChange((cardId: string) => callApi('member/creditcard/delete', { card_id: cardId }));
