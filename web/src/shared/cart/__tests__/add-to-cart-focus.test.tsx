import { screen } from '@testing-library/react';
import type { Item } from '@kakehashi/contracts/web';
import { renderApp } from '@/testing/render-app';
import { createFakeApi, ok, type FakeAnswer } from '@/testing/fake-api';
import { AddToCart } from '../add-to-cart';

// WAI-ARIA APG: a status message is announced where it is (role="status"), it does not take
// focus; the control the buyer pressed keeps it, so the next Tab reaches "View cart".
const item = {
  id: 'i1',
  code: 'P-001',
  name: '煎茶',
  skus: [{ id: 's1', price_tax_included: 1200, stock_quantity: 5 }],
} as Item;
const cart = { cart_code: 'c1', lines: [], total_price: 0, user_rank: null, sales: [] };

it('keeps the focus on "Add to cart" while it is sent and after, so Tab then reaches "View cart"', async () => {
  let answer: (reply: FakeAnswer) => void = () => undefined;
  const api = createFakeApi({
    'POST /optiongroup/get': ok({ option_groups: [] }),
    'POST /cart/create': ok({ cart_code: 'c1' }),
    'POST /cart/get': ok({ cart }),
    'POST /cart/add': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
  });
  const { user } = renderApp(<AddToCart item={item} />, { url: '/show', api });
  const button = await screen.findByRole('button', { name: 'Add to cart' });
  button.focus();
  await user.keyboard('{Enter}');
  // Busy, and a second press sends nothing, but it stays focusable: a disabled button drops the
  // focus to the page body, where a screen reader loses its place.
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toBeEnabled();
  await user.keyboard('{Enter}');
  answer(ok({ cart }));
  expect(
    (await screen.findByText('Added to your cart.')).closest('[role="status"]'),
  ).not.toBeNull();
  expect(api.calls.filter((call) => call.url === '/cart/add')).toHaveLength(1);
  expect(button).toHaveFocus();
  expect(button).not.toHaveAttribute('aria-disabled', 'true');
  await user.tab();
  expect(screen.getByRole('link', { name: 'View cart' })).toHaveFocus();
});
