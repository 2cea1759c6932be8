import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { useRefreshAfterChange } from './refresh-after-change';

const cardsKey = ['member', 'cards'] as const;

/** `POST /api/member/creditcard/get`: the saved cards of the card payment profile. */
export const getCards = async () => (await callApi('member/creditcard/get', {})).cards;

export const useCards = () => useQuery({ queryKey: cardsKey, queryFn: getCards });

/** A change to the saved cards, after which they are read again. */
export const useCardChange = <V>(change: (v: V) => Promise<unknown>) =>
  useRefreshAfterChange(cardsKey, change);
