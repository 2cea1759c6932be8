import { screen, within } from '@testing-library/react';
import { productPageApi, riceProduct, senbeiProduct, senbeiSku } from '@/testing/catalog-fakes';
import { renderApp, signedInSession } from '@/testing/render-app';

// The product page's three requests read as one set of actions, each in the same form:
// 「問い合わせる」「商談を依頼する」「見積もりを依頼する」 / 'Ask…', 'Request a meeting', 'Request a quote'.

const api = () => productPageApi(riceProduct({ product_company_id: '5140' }));

describe.each([
  [
    'en',
    'Takumi Organic Koshihikari Rice from Kagoshima',
    ['Ask about this product', 'Request a meeting', 'Request a quote'],
  ],
  [
    'jp',
    '鹿児島 匠 有機コシヒカリ',
    ['この商品について問い合わせる', '商談を依頼する', '見積もりを依頼する'],
  ],
] as const)('the request actions of a %s product page', (language, name, actions) => {
  it('are worded alike and lead to their forms', async () => {
    renderApp(null, {
      url: '/show?code=P101659',
      session: { ...signedInSession, language },
      locale: language,
      api: api(),
    });
    await screen.findByRole('heading', { level: 1, name });
    const [ask, meeting, quote] = actions.map((action) =>
      screen.getByRole('link', { name: action }),
    );
    expect(ask).toHaveAttribute('href', expect.stringContaining('/js_ask_product?code=P101659'));
    expect(meeting).toHaveAttribute(
      'href',
      expect.stringContaining('/js_bizmtg_product?code=P101659'),
    );
    expect(quote).toHaveAttribute(
      'href',
      expect.stringContaining('/js_quote_product?code=P101659'),
    );
  });
});

// docs/rules/trade-desk.md#quote-requests: the quote form starts on the variation the buyer chose
// on the product page, and on none while the page shows the one it opens on.
describe('the quote link of a product with variations', () => {
  it('names the variation the buyer chose, and none before', async () => {
    const { user } = renderApp(null, {
      url: '/show?code=P100002',
      session: signedInSession,
      api: productPageApi(senbeiProduct([senbeiSku(120, 1782, false), senbeiSku(250, 3715, true)])),
    });
    await screen.findByRole('heading', { level: 1 });
    const quote = () => screen.getByRole('link', { name: 'Request a quote' });
    expect(quote()).toHaveAttribute('href', '/js_quote_product?code=P100002');
    await user.selectOptions(screen.getByRole('combobox', { name: /Net weight/ }), '100002120');
    expect(quote()).toHaveAttribute('href', '/js_quote_product?code=P100002&sku=100002120');
  });
});

// docs/rules/cart-and-checkout.md#orderability: P102293's sales ended. The buy section (#buy, where
// the buy bar jumps) offers "Ask" and "Request a quote" in place of the quantity; the actions row
// above it no longer offers them a second time, and still offers the meeting.
describe.each([
  ['en', ['Ask about this product', 'Request a quote'], 'Request a meeting'],
  ['jp', ['この商品について問い合わせる', '見積もりを依頼する'], '商談を依頼する'],
] as const)('the requests of a %s product whose sales ended', (language, asks, meeting) => {
  it('are offered once, in the buy section', async () => {
    renderApp(null, {
      url: '/show?code=P101659',
      session: { ...signedInSession, language },
      locale: language,
      api: productPageApi({
        ...riceProduct({ product_company_id: '5140' }),
        selling_status: 'end_of_sale',
      }),
    });
    await screen.findByRole('heading', { level: 1 });
    const buy = document.getElementById('buy')!;
    await within(buy).findByRole('link', { name: asks[0] }, { timeout: 10000 });
    for (const name of asks) {
      expect(screen.getAllByRole('link', { name })).toHaveLength(1);
      expect(within(buy).getByRole('link', { name })).toBeVisible();
    }
    expect(screen.getByRole('link', { name: meeting })).toBeVisible();
  });
});
