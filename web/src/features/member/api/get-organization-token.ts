import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** `POST /api/externalOrganizations/tokenGet {organization_code}`: a short-lived connection code. */
export const getOrganizationToken = (organization_code: string) =>
  callApi('externalOrganizations/tokenGet', { organization_code });

export const useOrganizationToken = () => useMutation({ mutationFn: getOrganizationToken });
