import { screen } from '@testing-library/react';
import { productPageApi, riceProduct } from '@/testing/catalog-fakes';
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
