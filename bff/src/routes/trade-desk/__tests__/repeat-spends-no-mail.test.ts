import { quoteMoq } from '@kakehashi/contracts';
import { mockAndBffForFile, signedInBrowser } from '../../../__tests__/support/stack';
import { quoteOf } from './suite-set-up';

// docs/rules/errors-and-messages.md#one-press-one-send and docs/security.md#throttles: a repeat the
// guard answers from the first send's answer mails nobody, so it spends none of the buyer's mail
// budget; distinct sends are counted as before (repeat-guard-flood.test.ts). The session's budget
// is the default one (THROTTLE_MAILS_PER_SESSION, 10); the account's and the address's are lifted,
// since every test here is the demo buyer on one address.
const stack = mockAndBffForFile({ tradeDesk: true, env: { THROTTLE_MAILS_PER_ADDRESS: '1000' } });

type Send = { path: string; body: (i: number) => Record<string, unknown> };

const inquiry: Send = {
  path: '/api/inquiries/put',
  body: (i) => ({
    type: 'ask_company',
    title: 'Shelf life?',
    name: 'Maria Rossi',
    email: 'buyer@example.com',
    text: `How long does it keep? (${i})`,
    supplier_id: stack.mock.state.seed.suppliers[0]!.id,
  }),
};
const contact: Send = {
  path: '/api/inquiries/put',
  body: (i) => ({
    type: 'contact_general',
    title: 'Invoices',
    name: 'Maria Rossi',
    email: 'buyer@example.com',
    text: `Can invoices name our branch? (${i})`,
  }),
};
const quote: Send = {
  path: '/api/requests/quote',
  body: (i) => {
    const product = stack.mock.state.seed.products.find(
      (p) => typeof p.custom.moq === 'number' && p.custom.moq > 1,
    )!;
    return quoteOf(product, quoteMoq(product, product.skus[0]!.id)!.min + i);
  },
};

describe.each([
  ['a request to a supplier', inquiry],
  ['a contact message', contact],
  ['a quote request', quote],
])('%s sent again and again', (_name, send) => {
  it('spends one of the mail budget however often it is repeated', async () => {
    const budget = stack.bff.config.throttle.mails.perSession.limit;
    expect(budget).toBe(10);
    const browser = await signedInBrowser(stack.bff);
    const before = stack.mock.count('/inquiries/put');
    // A double-click, then ten retries one after the other: twelve sends within the minute.
    const answers = await Promise.all([
      browser.post(send.path, send.body(0)),
      browser.post(send.path, send.body(0)),
    ]);
    for (let i = 0; i < 10; i += 1) answers.push(await browser.post(send.path, send.body(0)));
    expect(answers.map((res) => res.status)).toEqual(Array(12).fill(200));
    const first = answers[0]!.body;
    expect(first.status).toBe('E000-000');
    for (const res of answers) expect(res.body).toEqual(first);
    expect(stack.mock.count('/inquiries/put') - before).toBe(1);

    // The budget is untouched by the repeats: nine distinct sends still go, the tenth is refused.
    for (let i = 1; i < budget; i += 1)
      expect((await browser.post(send.path, send.body(i))).status).toBe(200);
    expect(stack.mock.count('/inquiries/put') - before).toBe(budget);
    const over = await browser.post(send.path, send.body(budget));
    expect(over.status).toBe(429);
    expect(over.body.status).toBe('E000-429');
    expect(stack.mock.count('/inquiries/put') - before).toBe(budget);
  });
});
