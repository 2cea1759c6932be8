import { screen } from '@testing-library/react';
import { productPageApi, senbeiProduct } from '@/testing/catalog-fakes';
import { renderApp, signedInSession } from '@/testing/render-app';

// The upstream gives one retail price in Japan, for the product's quantity per item (120 g).
// P100002 sells 120 g and 250 g and led with the 250 g at 3,715円 beside 「国内小売価格
// 2,475円（税抜）」: read as "wholesale is dearer than retail". Where the variations are priced
// differently, the retail price names the amount it is for, in the price block and the
// specifications alike.

const twoAmounts = [
  { id: '10000201', price_tax_included: 1782 },
  { id: '10000202', price_tax_included: 3715 },
];

const open = (language: 'en' | 'jp', skus = twoAmounts) =>
  renderApp(null, {
    url: '/show?code=P100002',
    session: { ...signedInSession, language },
    locale: language,
    api: productPageApi(senbeiProduct(skus)),
  });

/** The specifications' retail row: its label and value. */
const retailRow = () => {
  const row = document.querySelector('[data-fact="retailPriceWotax"]');
  return [row?.querySelector('dt')?.textContent, row?.querySelector('dd')?.textContent];
};

describe.each([
  [
    'en',
    'Shiki Hand-baked Senbei from Aomori',
    'Retail price in Japan',
    '¥2,475 (excl. tax)',
    // The price block says it with tax, as the price beside it (10 %: the fixture gives no type).
    '¥2,723 (incl. tax; ¥2,475 excl. tax)',
  ],
  [
    'jp',
    '青森 四季 無添加手焼き煎餅',
    '国内小売価格',
    '2,475円（税抜）',
    '2,723円（税込、税抜2,475円）',
  ],
] as const)('the retail price on a %s product page', (language, name, label, amount, taxed) => {
  it('names the amount it is for where the variations are priced differently, only there', async () => {
    const { unmount } = open(language);
    await screen.findByRole('heading', { level: 1, name });
    // '120 g' is one piece: a narrow label column broke 「国内小売価格（120／g）」.
    const withAmount = language === 'jp' ? `${label}（120\u00a0g）` : `${label} (120\u00a0g)`;
    expect(document.querySelector('.product-summary .price__retail')?.textContent).toBe(
      `${withAmount} ${taxed}`,
    );
    expect(retailRow()).toEqual([withAmount, amount]);
    unmount();
    // One price for every variation: the retail price needs no amount.
    open(language, [twoAmounts[0]!]);
    await screen.findByRole('heading', { level: 1, name });
    expect(document.querySelector('.product-summary .price__retail')).toHaveTextContent(
      `${label} ${taxed}`,
    );
    expect(retailRow()).toEqual([label, amount]);
  });
});
