import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { inSessionLanguage } from '@/shared/i18n/language';

/**
 * `POST /api/member/userRank/get`: the buyer's user rank (docs/rules/accounts.md#member-area). The
 * upstream names the rank in the session language, so a language switch reads it again.
 */
export const getUserRank = async () => (await callApi('member/userRank/get', {})).user_rank;

export const useUserRank = () =>
  useQuery({ queryKey: ['member', 'rank'], queryFn: getUserRank, meta: inSessionLanguage });
