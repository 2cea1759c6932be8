import type { InquiryPutRequest } from '@kakehashi/contracts/web';

/** The four request screens (docs/rules/lists-and-requests.md#ask-and-business-meeting-requests): to a supplier or about a product; ask or meet. */
export type RequestKind = {
  type: InquiryPutRequest['type'];
  /** The page's title and lead keys (`pages.<page>.*`). */
  page: 'askCompany' | 'askProduct' | 'bizMeetingCompany' | 'bizMeetingProduct';
  target: 'supplier' | 'product';
  meeting: boolean;
};

export const requestKinds = {
  askCompany: { type: 'ask_company', page: 'askCompany', target: 'supplier', meeting: false },
  askProduct: { type: 'ask_product', page: 'askProduct', target: 'product', meeting: false },
  bizMeetingCompany: {
    type: 'bizmtg_company',
    page: 'bizMeetingCompany',
    target: 'supplier',
    meeting: true,
  },
  bizMeetingProduct: {
    type: 'bizmtg_product',
    page: 'bizMeetingProduct',
    target: 'product',
    meeting: true,
  },
} as const satisfies Record<string, RequestKind>;

/** docs/rules/lists-and-requests.md: a meeting request proposes at most five times. */
export const maxProposedTimes = 5;
