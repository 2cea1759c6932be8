import type { CardBrand } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { useCardChange } from './get-cards';

/**
 * `POST /api/member/creditcard/put {payment_config}`. The number never travels: the payment
 * service's script would turn it into a token in the browser; the mock accepts any token, so a
 * random one stands in for it here (docs/rules/accounts.md#cards).
 */
export const putCard = (card: { last4: string; brand: CardBrand; expiry: string }) =>
  callApi('member/creditcard/put', {
    payment_config: { token: `tok_${crypto.randomUUID()}`, ...card },
  });

export const useSaveCard = () => useCardChange(putCard);
