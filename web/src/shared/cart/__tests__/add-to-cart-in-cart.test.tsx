import { screen } from '@testing-library/react';
import type { Item } from '@kakehashi/contracts/web';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { AddToCart } from '../add-to-cart';

// docs/rules/cart-and-checkout.md#quantity-bounds: an add joins the line already in the cart, and
// the sum must stay within the most per order. P101820's 500g: MOQ 12, at most 91 per order.

const fiveHundred: Item = {
  id: '101820',
  code: 'P101820',
  name: '煎茶',
  item_minimum_purchase: null,
  item_maximum_purchase: null,
  custom: { moq: 12 },
  skus: [
    {
      id: '10182002',
      price_tax_included: 1577,
      stock_quantity: 433,
      sku_minimum_purchase: null,
      sku_maximum_purchase: 91,
    },
  ],
} as Item;

const cartHolding = (quantity: number) => ({
  cart_code: 'c1',
  lines: [
    {
      line_id: '1',
      item: { ...fiveHundred, skus: fiveHundred.skus[0] },
      options: [],
      order_quantity: quantity,
      sell_price_tax_included: 1577,
      subtotal: 1577 * quantity,
    },
  ],
  total_price: 1577 * quantity,
  user_rank: null,
  sales: [],
});

const setup = (held: number, language: 'en' | 'jp' = 'en') => {
  localStorage.clear();
  localStorage.setItem('kakehashi.cartCode', 'c1');
  const api = createFakeApi({
    'POST /optiongroup/get': ok({ option_groups: [] }),
    'POST /cart/get': ok({ cart: cartHolding(held) }),
    'POST /cart/add': ok({ cart: cartHolding(held) }),
  });
  const view = renderApp(<AddToCart item={fiveHundred} />, {
    url: '/show?code=P101820',
    api,
    session: { ...signedInSession, language },
  });
  return { ...view, api };
};

describe('add to cart with the line already in the cart', () => {
  it.each([
    [
      'en',
      'Quantity',
      /^48\sunits in your cart\s·\syou can add up to 43 more units$/,
      'Changed to 43\u00a0units: your cart holds 48\u00a0units already and at most 91\u00a0units can be ordered.',
      'Add to cart',
    ],
    [
      'jp',
      '数量',
      /^カートに48個\s?・\s?あと43個まで追加できます$/,
      'カートに48個あり、ご注文いただけるのは91個までのため、43個に変更しました。',
      'カートに入れる',
    ],
  ] as const)(
    'says what the cart holds and caps the box at what can still be added (%s)',
    async (language, label, bounds, lowered, submit) => {
      const { user, api } = setup(48, language);
      const quantity = await screen.findByRole('textbox', { name: label });
      await screen.findByText(/48/, { selector: '.quantity__bound' });
      expect(quantity).toHaveAccessibleDescription(bounds);
      await user.clear(quantity);
      await user.type(quantity, '600');
      await user.tab();
      expect(quantity).toHaveValue('43');
      expect(screen.getByRole('status').textContent).toBe(lowered);
      await user.click(screen.getByRole('button', { name: submit }));
      await screen.findByRole('link', { name: /View cart|カートを見る/ });
      expect(api.callsTo('POST /cart/add')[0]?.body).toMatchObject({
        items: [{ item: { skus: { id: '10182002' } }, order_quantity: 43 }],
      });
    },
  );

  it.each([
    ['en', 'Your cart holds the most (91\u00a0units)'],
    ['jp', 'カートに上限の91個を追加済み'],
  ] as const)(
    'says the cart is full on the button instead of sending an add that fails (%s)',
    async (language, full) => {
      const { user, api } = setup(91, language);
      const button = await screen.findByRole('button', { name: full });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(screen.queryByRole('textbox')).toBeNull();
      await user.click(button);
      expect(api.callsTo('POST /cart/add')).toHaveLength(0);
    },
  );

  it('says what the cart holds when the shop refuses the sum (E030-001), not a range', async () => {
    const { user, api } = setup(48);
    await screen.findByText(/48\sunits in your cart/);
    // Another tab added 32 meanwhile: the shop refuses 12 more than its 91.
    api.on('POST /cart/get', ok({ cart: cartHolding(80) }));
    api.on(
      'POST /cart/add',
      fail('E030-001', 'Please choose a quantity between 12 and 91. [E030-001]', 400, [
        { name: 'items.0.order_quantity', value: '92' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your cart already holds 80\u00a0units of this item and you can order at most 91\u00a0units, so you can add up to 11 more units.',
    );
    expect(screen.queryByText(/between 12 and 91/)).toBeNull();
  });
});
