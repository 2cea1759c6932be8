import { screen, waitFor, within } from '@testing-library/react';
import { productPageApi, senbeiPageApi } from '@/testing/catalog-fakes';
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

  // P102293: no period set, stock left, but the upstream says its selling ended (end_of_sale):
  // the bar says so under the price, the page under its headline price, and the buy section
  // offers the supplier's ways instead of a quantity and "Add to cart".
  it('says plainly that sales ended where the upstream says end_of_sale', async () => {
    open(language, { ...apiFor({ selling_status: 'end_of_sale' }) });
    expect(await barButton(bar)).toHaveAccessibleName(see);
    const [short, sentence] =
      language === 'en'
        ? ['Sales ended', 'Sales of this product have ended.']
        : ['販売終了', 'この商品の販売は終了しました。'];
    expect(within(screen.getByRole('complementary', { name: bar })).getByText(short)).toBeVisible();
    const buy = document.getElementById('buy')!;
    await waitFor(() => expect(buy).toHaveTextContent(sentence), { timeout: 10000 });
    expect(within(buy).queryByRole('textbox')).toBeNull();
    expect(within(buy).queryByRole('button', { name: add })).toBeNull();
    expect(
      within(buy).getByRole('link', { name: language === 'en' ? /^Ask/ : /問い合わせ/ }),
    ).toBeVisible();
  });

  it('does not offer the cart when every variation is sold out', async () => {
    open(language, apiFor({}, { stock_quantity_infinity: false, stock_quantity: 0 }));
    expect(await barButton(bar)).toHaveAccessibleName(see);
  });
});

// docs/rules/cart-and-checkout.md#opening-variation: P100002's 120g cannot be ordered online (its
// most below the MOQ of 24) while its 250g can. The page opens on the 250g, and the bar
// describes the variation chosen in the buy section: its price, and "See availability" once the
// buyer chooses the 120g (never "Add to cart" in front of the notice).
describe.each([
  ['en', 'Price and add to cart', 'Net weight', 'Add to cart', 'See availability'],
  ['jp', '価格とカートに入れる', '内容量', 'カートに入れる', '販売状況を見る'],
] as const)('the buy bar of a %s product with variations', (language, bar, label, add, see) => {
  const api = () => senbeiPageApi();

  it('describes the chosen variation, starting on the one that can be ordered', async () => {
    const { user } = open(language, api());
    const select = await screen.findByRole('combobox', { name: label });
    expect(select).toHaveValue('10000202');
    const button = await barButton(bar);
    expect(button).toHaveAccessibleName(add);
    const barOf = () => screen.getByRole('complementary', { name: bar });
    expect(barOf()).toHaveTextContent(/3,564/);
    await user.selectOptions(select, '10000201');
    await waitFor(() => expect(button).toHaveAccessibleName(see));
    expect(barOf()).toHaveTextContent(/1,782/);
    expect(barOf()).not.toHaveTextContent(/3,564/);
  });

  // docs/rules/cart-and-checkout.md#headline-price: the headline quotes only what can be ordered,
  // not 'from ¥1,782' / 「1,782円〜」 for the 120g that cannot.
  it('leads with the price of the variation that can be ordered, not "from" the one that cannot', async () => {
    open(language, api());
    await screen.findByRole('combobox', { name: label });
    const headline = document.querySelector('.product-summary .price--lead .price__pays');
    expect(headline).toHaveTextContent(language === 'jp' ? /^3,564円 税込/ : /^¥3,564 /);
    expect(headline).not.toHaveTextContent(/1,782|from|〜/);
  });
});
