import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { useRefreshAfterChange } from './refresh-after-change';

const organizationsKey = ['member', 'linked', 'organizations'] as const;

/** `POST /api/externalOrganizations/list`: the buyer's organisations and those they may add. */
export const listOrganizations = () => callApi('externalOrganizations/list', {});

export const useOrganizations = () =>
  useQuery({ queryKey: organizationsKey, queryFn: listOrganizations });

/** A change to the buyer's organisations, after which the list is read again. */
export const useOrganizationChange = <V>(change: (v: V) => Promise<unknown>) =>
  useRefreshAfterChange(organizationsKey, change);
