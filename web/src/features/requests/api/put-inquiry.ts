import { useMutation } from '@tanstack/react-query';
import type { ApiBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

/** `POST /api/inquiries/put`: sends the request; the supplier gets it, the buyer a copy. */
export const putInquiry = (body: ApiBody<'inquiries/put'>) => callApi('inquiries/put', body);

export const usePutInquiry = () => useMutation({ mutationFn: putInquiry });
