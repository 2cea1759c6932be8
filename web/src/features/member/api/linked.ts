import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { memberInfoKey } from './member-info';

/** Entries per page of the points card's history. */
export const CARD_HISTORY_PAGE_SIZE = 10;
const cardKey = ['member', 'linked', 'card'] as const;
const organizationsKey = ['member', 'linked', 'organizations'] as const;

/**
 * `POST /api/externalPoint/history/get {start_no, end_no, sort}`: the linked card's balance and
 * one page of its history, newest first (docs/rules/linked-services.md#points-card).
 */
export const useCardHistory = (cardNo: string, page: number) =>
  useQuery({
    queryKey: [...cardKey, cardNo, page],
    queryFn: () =>
      callApi('externalPoint/history/get', {
        start_no: (page - 1) * CARD_HISTORY_PAGE_SIZE + 1,
        end_no: page * CARD_HISTORY_PAGE_SIZE,
        sort: 'desc',
      }),
    placeholderData: keepPreviousData,
  });

/** `POST /api/externalPoint/canMerge`: whether the card may be linked, and its points. */
export const useCheckCard = () =>
  useMutation({
    mutationFn: (card: ApiBody<'externalPoint/canMerge'>) =>
      callApi('externalPoint/canMerge', card),
  });

/** `POST /api/externalPoint/unlink {password}`, then the account is read again. */
export const useUnlinkCard = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => callApi('externalPoint/unlink', { password }),
    // The account is read again first: once it shows no card the history is no longer on screen.
    // Dropped before that, the still-shown history asked for the unlinked card again (a 400).
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: memberInfoKey });
      client.removeQueries({ queryKey: cardKey });
    },
  });
};

/** `POST /api/externalOrganizations/list`: the buyer's organisations and those they may add. */
export const useOrganizations = () =>
  useQuery({
    queryKey: organizationsKey,
    queryFn: () => callApi('externalOrganizations/list', {}),
  });

const useOrganizationChange = <V>(change: (v: V) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: organizationsKey }),
  });
};

/** `POST /api/externalOrganizations/put {organization_code, member_no}`. */
export const useAddOrganization = () =>
  useOrganizationChange((body: ApiBody<'externalOrganizations/put'>) =>
    callApi('externalOrganizations/put', body),
  );

/** `POST /api/externalOrganizations/delete {organization_code}`. */
export const useRemoveOrganization = () =>
  useOrganizationChange((organization_code: string) =>
    callApi('externalOrganizations/delete', { organization_code }),
  );

/** `POST /api/externalOrganizations/tokenGet {organization_code}`: a short-lived connection code. */
export const useOrganizationToken = () =>
  useMutation({
    mutationFn: (organization_code: string) =>
      callApi('externalOrganizations/tokenGet', { organization_code }),
  });
