import { screen, waitFor, within } from '@testing-library/react';
import { productPageApi } from '@/testing/catalog-fakes';
import { renderApp, signedInSession } from '@/testing/render-app';

// The phone's sticky buy bar names what the buy section offers (UI.md "Prices, quantities and
// rules"): "Add to cart" only where the product can be ordered, "Reserve order" before release,
// and "See availability" where the section only says why it cannot be ordered
// (docs/rules/cart-and-checkout.md#purchase-and-reserve-periods).

const day = 24 * 60 * 60 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

const apiFor = (periods: Record<string, string>, sku: Record<string, unknown> = {}) =>
  productPageApi({
    id: '100001',
    code: 'P100001',
    name: '静岡 煎茶',
    name_en: 'Shizuoka Sencha',
    images: [],
    skus: [{ id: '10000101', price_tax_included: 1944, stock_quantity_infinity: true, ...sku }],
    ...periods,
    custom: { moq: 6, supplier_name_en: 'Shizuoka Tea Co., Ltd.' },
  });

const open = (language: 'en' | 'jp', api: ReturnType<typeof apiFor>) =>
  renderApp(null, {
    url: '/show?code=P100001',
    session: { ...signedInSession, language },
    locale: language,
    api,
  });

/** The bar's one button, once the cart's strings (loaded with the page) name it. */
const barButton = async (bar: string) => {
  const button = within(await screen.findByRole('complementary', { name: bar })).getByRole(
    'button',
  );
  await waitFor(() => expect(button).not.toHaveAccessibleName(''), { timeout: 10000 });
  return button;
};

describe.each([
  ['en', 'Price and add to cart', 'Add to cart', 'Reserve order', 'See availability'],
  ['jp', '価格とカートに入れる', 'カートに入れる', '予約注文する', '販売状況を見る'],
] as const)('the sticky buy bar on a %s product page', (language, bar, add, reserve, see) => {
  it('offers to add to the cart inside the purchase period', async () => {
    open(language, apiFor({ purchase_period_begin: at(-30), purchase_period_end: at(30) }));
    expect(await barButton(bar)).toHaveAccessibleName(add);
  });

  it('offers a reserve order inside the reserve-order period', async () => {
    open(
      language,
      apiFor({
        purchase_period_begin: at(30),
        reserve_order_period_begin: at(-10),
        reserve_order_period_end: at(29),
      }),
    );
    expect(await barButton(bar)).toHaveAccessibleName(reserve);
  });

  it('does not offer the cart outside the sales period', async () => {
    open(language, apiFor({ purchase_period_begin: at(-60), purchase_period_end: at(-1) }));
    expect(await barButton(bar)).toHaveAccessibleName(see);
  });

  it('does not offer the cart when every variation is sold out', async () => {
    open(language, apiFor({}, { stock_quantity_infinity: false, stock_quantity: 0 }));
    expect(await barButton(bar)).toHaveAccessibleName(see);
  });
});
