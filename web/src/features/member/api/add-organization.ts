import type { ApiBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { useOrganizationChange } from './list-organizations';

/** `POST /api/externalOrganizations/put {organization_code, member_no}`. */
export const addOrganization = (body: ApiBody<'externalOrganizations/put'>) =>
  callApi('externalOrganizations/put', body);

export const useAddOrganization = () => useOrganizationChange(addOrganization);
