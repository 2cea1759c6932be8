import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { inSessionLanguage } from '@/shared/i18n/language';

/** Entries per history page (docs/rules/cart-and-checkout.md#points: clamped to 1..100). */
export const POINT_PAGE_SIZE = 20;

/** `POST /api/member/point/history {offset, limit}`, newest first. */
export const getPointHistory = (page: number) =>
  callApi('member/point/history', {
    offset: (page - 1) * POINT_PAGE_SIZE,
    limit: POINT_PAGE_SIZE,
  });

export const usePointHistory = (page: number) =>
  useQuery({
    queryKey: ['member', 'points', 'history', page],
    queryFn: () => getPointHistory(page),
    placeholderData: keepPreviousData,
    // Each entry's reason comes in the session language only.
    meta: inSessionLanguage,
  });
