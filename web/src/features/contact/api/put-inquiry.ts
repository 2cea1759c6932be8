import type { ApiBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

/**
 * `inquiries/put`: mails the contact form to the site's desk, with a copy to the buyer
 * (docs/rules/site-and-pages.md#contact); the answer names the inquiry.
 */
export const putInquiry = (body: ApiBody<'inquiries/put'>) => callApi('inquiries/put', body);
