import { callApi } from '@/shared/lib/api-client';
import { useCardChange } from './get-cards';

/** `POST /api/member/creditcard/delete {card_id}`. */
export const deleteCard = (cardId: string) =>
  callApi('member/creditcard/delete', { card_id: cardId });

export const useDeleteCard = () => useCardChange(deleteCard);
