import { callApi } from '@/shared/lib/api-client';
import { useOrganizationChange } from './list-organizations';

/** `POST /api/externalOrganizations/delete {organization_code}`. */
export const removeOrganization = (organization_code: string) =>
  callApi('externalOrganizations/delete', { organization_code });

export const useRemoveOrganization = () => useOrganizationChange(removeOrganization);
