import type { InquirySendBody } from '@kakehashi/contracts/web';

/** The page's title and lead keys (`pages.<page>.*`). */
type RequestPageKey =
  'askCompany' | 'askProduct' | 'bizMeetingCompany' | 'bizMeetingProduct' | 'quoteProduct';

/**
 * An ask or a meeting request (docs/rules/lists-and-requests.md#ask-and-business-meeting-requests):
 * sent as an inquiry of its `type`, to a supplier or about a product.
 */
export type InquiryKind = {
  form: 'ask' | 'meeting';
  type: InquirySendBody['type'];
  page: RequestPageKey;
  target: 'supplier' | 'product';
};

/**
 * A quote request (docs/rules/trade-desk.md#quote-requests): about a product, in trade terms; the
 * BFF writes the text the supplier reads.
 */
export type QuoteKind = { form: 'quote'; page: 'quoteProduct'; target: 'product' };

/** The five request screens: ask or meet a supplier or about a product; ask a product's price. */
export type RequestKind = InquiryKind | QuoteKind;

export const requestKinds = {
  askCompany: { form: 'ask', type: 'ask_company', page: 'askCompany', target: 'supplier' },
  askProduct: { form: 'ask', type: 'ask_product', page: 'askProduct', target: 'product' },
  bizMeetingCompany: {
    form: 'meeting',
    type: 'bizmtg_company',
    page: 'bizMeetingCompany',
    target: 'supplier',
  },
  bizMeetingProduct: {
    form: 'meeting',
    type: 'bizmtg_product',
    page: 'bizMeetingProduct',
    target: 'product',
  },
  quoteProduct: { form: 'quote', page: 'quoteProduct', target: 'product' },
} as const satisfies Record<string, RequestKind>;

/** docs/rules/lists-and-requests.md: a meeting request proposes at most five times. */
export const maxProposedTimes = 5;
