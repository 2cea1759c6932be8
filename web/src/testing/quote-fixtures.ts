import type { InboxEntry, InboxQuote } from '@kakehashi/contracts/web';

// The requests the quote and inbox tests share: a buyer in Italy asks Nakamura Foods for a quote on
// its Juwari soba (the mock's P100001), and the inbox shows it beside a meeting and a question.

/** The supplier and product as the inbox records them (the upstream's answers in request-fakes). */
export const nakamuraFoods = {
  id: '5001',
  name: '株式会社中村食品',
  nameEn: 'Nakamura Foods Co., Ltd.',
};
const okadaTea = { id: '5002', name: '岡田茶園', nameEn: 'Okada Tea' };
export const juwariSoba = {
  id: '100001',
  code: 'P100001',
  name: '北海道 十割そば',
  nameEn: 'Juwari Buckwheat Soba',
};

/** The quote's terms (its message apart): what the quote form test fills in, what the inbox shows. */
export const sobaQuoteTerms = {
  quantity: 1200,
  unit: 'cartons',
  tradeTerm: 'FOB',
  destinationCountry: 'IT',
  destinationPort: 'Genoa',
  targetPrice: 2.5,
  currency: 'EUR',
  deliveryMonth: '2030-03',
  samplesWanted: true,
} satisfies Omit<InboxQuote, 'message'>;

/** Three sent requests, newest first: a quote, a meeting and a question. */
export const inboxEntries: InboxEntry[] = [
  {
    id: 'e3',
    reference: '77',
    kind: 'quote',
    supplier: nakamuraFoods,
    product: juwariSoba,
    proposedTimes: [],
    timeZone: null,
    title: '見積依頼 / Quote request: Juwari Buckwheat Soba × 1200 cartons',
    text: '【見積もり依頼 / Quote request】\n数量 / Quantity: 1,200 cartons',
    quote: { ...sobaQuoteTerms, message: '' },
    status: 'open',
    note: '',
    sentAt: '2026-11-25T14:00:00.000Z',
  },
  {
    id: 'e2',
    reference: '76',
    kind: 'meeting',
    supplier: okadaTea,
    product: null,
    proposedTimes: ['2030-12-02T09:00:00.000Z'],
    timeZone: 'Europe/Rome',
    title: 'Business meeting request: Okada Tea',
    text: 'Could we meet at FOODEX?',
    quote: null,
    status: 'answered',
    note: 'Call back on Monday',
    sentAt: '2026-11-24T10:00:00.000Z',
  },
  {
    id: 'e1',
    reference: null,
    kind: 'ask',
    supplier: nakamuraFoods,
    product: null,
    proposedTimes: [],
    timeZone: null,
    title: 'Question about Nakamura Foods Co., Ltd.',
    text: 'Do you ship to Italy?',
    quote: null,
    status: 'open',
    note: '',
    sentAt: '2026-11-23T10:00:00.000Z',
  },
];

export const inboxSuppliers = [nakamuraFoods, okadaTea];
