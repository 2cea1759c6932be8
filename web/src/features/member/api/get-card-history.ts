import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { inSessionLanguage } from '@/shared/i18n/language';

/** Entries per page of the points card's history. */
export const CARD_HISTORY_PAGE_SIZE = 10;
/** The linked card's data: dropped once the card is unlinked. */
export const cardKey = ['member', 'linked', 'card'] as const;

/**
 * `POST /api/externalPoint/history/get {start_no, end_no, sort}`: the linked card's balance and
 * one page of its history, newest first (docs/rules/linked-services.md#points-card).
 */
export const getCardHistory = (page: number) =>
  callApi('externalPoint/history/get', {
    start_no: (page - 1) * CARD_HISTORY_PAGE_SIZE + 1,
    end_no: page * CARD_HISTORY_PAGE_SIZE,
    sort: 'desc',
  });

export const useCardHistory = (cardNo: string, page: number) =>
  useQuery({
    queryKey: [...cardKey, cardNo, page],
    queryFn: () => getCardHistory(page),
    placeholderData: keepPreviousData,
    // Each entry's reason comes in the session language only.
    meta: inSessionLanguage,
  });
