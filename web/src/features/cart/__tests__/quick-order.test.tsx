import { screen } from '@testing-library/react';
import { renderApp, signedOutSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';
import { paymentLoginConfig } from '@/testing/cart-fixtures';

// docs/rules/cart-and-checkout.md#quick-order: "Find" with nothing typed says what to type, in
// place; a code that finds nothing says where a buyer finds a product's code.
const setup = (language: 'en' | 'jp', items: unknown[] = []) => {
  localStorage.removeItem('kakehashi.cartCode');
  const cart = { cart_code: 'c1', lines: [], total_price: 0, user_rank: null, sales: [] };
  const api = createFakeApi({
    'POST /items/list': ok({ items, hit: items.length }),
    'POST /paymentLogin/config': ok(paymentLoginConfig(false)),
    'POST /optiongroup/get': ok({ option_groups: [] }),
    'POST /cart/create': ok({ cart_code: 'c1' }),
    'POST /cart/get': ok({ cart }),
    'POST /cart/add': ok({ cart }),
  });
  const view = renderApp(null, { url: '/cart', api, session: { ...signedOutSession, language } });
  return { ...view, api };
};

describe('quick order by product code', () => {
  beforeAll(() => import('../routes/cart-page'));

  it.each([
    ['en', 'Product code', 'Find', 'Enter a product code: the “Item code” on a product page'],
    ['jp', '商品コード', '検索', '商品コードを入力してください。'],
  ] as const)(
    'says what to type when "Find" is pressed with no code (%s)',
    async (language, label, find, said) => {
      const { user, api } = setup(language);
      const field = await screen.findByRole('textbox', { name: label });
      await user.type(field, '   ');
      await user.click(screen.getByRole('button', { name: find }));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(said));
      expect(field).toHaveFocus();
      expect(api.callsTo('POST /items/list')).toHaveLength(0);
      // Typing a code takes the error away.
      await user.type(field, 'P1');
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText(said, { exact: false })).toBeNull();
    },
  );

  it.each([
    [
      'en',
      'Product code',
      'Find',
      'No product has the code P999999. Check it against the “Item code” shown on each product page, then try again.',
    ],
    [
      'jp',
      '商品コード',
      '検索',
      '商品コードP999999の商品は見つかりませんでした。各商品ページに記載の「商品コード」をご確認のうえ、もう一度お試しください。',
    ],
  ] as const)(
    'says where a code is found when none matches (%s)',
    async (language, label, find, said) => {
      const { user } = setup(language);
      await user.type(await screen.findByRole('textbox', { name: label }), 'P999999');
      await user.click(screen.getByRole('button', { name: find }));
      expect(await screen.findByRole('status')).toHaveTextContent(said);
    },
  );

  // W9: the found product's quantities count in the word its price names ('per 200 g pack',
  // 'MOQ 12 packs', docs/rules/cart-and-checkout.md#unit-price), and an add made on the cart page
  // just says so: its line shows in the cart, with no "View cart" link to the page one is on.
  const packs = {
    id: 'i7',
    code: 'P100007',
    name: '煎茶',
    name_en: 'Sencha',
    custom: { moq: 12, quantityPerItem: '200', quantityPerItemUnit: 'g' },
    skus: [{ id: 's7', price_tax_included: 810, stock_quantity: 33 }],
  };
  it.each([
    [
      'en',
      'Product code',
      'Find',
      'MOQ 12 packs\u00a0· order up to 33 packs',
      'Add to cart',
      'Added to your cart.',
    ],
    [
      'jp',
      '商品コード',
      '検索',
      '最小発注数量 12パック・最大 33パックまで',
      'カートに入れる',
      'カートに追加しました。',
    ],
  ] as const)(
    'counts in packs and says an add is made, with no link to the cart it is on (%s)',
    async (language, label, find, bounds, add, added) => {
      const { user, api } = setup(language, [packs]);
      await user.type(await screen.findByRole('textbox', { name: label }), 'P100007');
      await user.click(screen.getByRole('button', { name: find }));
      await screen.findByRole('button', { name: add });
      expect(document.querySelector('.quick-order .quantity__bounds')?.textContent).toBe(bounds);
      await user.click(screen.getByRole('button', { name: add }));
      expect(await screen.findByText(added)).toBeInTheDocument();
      expect(api.callsTo('POST /cart/add')).toHaveLength(1);
      expect(screen.queryByRole('link', { name: /View cart|カートを見る/ })).toBeNull();
    },
  );
});
