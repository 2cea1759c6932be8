import { z } from 'zod';
import { contactInquiryTypes } from '../rules/inquiry';
import { inquiryPutRequestSchema } from '../upstream/browse';

/**
 * `POST /api/inquiries/put` as the browser sends it: ask and meeting requests and the contact
 * form. The BFF forwards it to the upstream call of the same name and records the request in the
 * buyer's inbox in the same operation (docs/rules/trade-desk.md#recording). A quote goes through
 * `requests/quote` instead, so its text is the BFF's structured one.
 */
export const inquirySendBodySchema = inquiryPutRequestSchema.extend({
  type: z.enum([
    'ask_company',
    'ask_product',
    'bizmtg_company',
    'bizmtg_product',
    ...contactInquiryTypes,
  ]),
});
export type InquirySendBody = z.infer<typeof inquirySendBodySchema>;

/** The upstream's reference number; `entryId` is the inbox entry (absent for the contact form). */
export const inquirySendDataSchema = z.object({ id: z.string(), entryId: z.string().optional() });
export type InquirySendData = z.infer<typeof inquirySendDataSchema>;
