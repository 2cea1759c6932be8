import { screen, within } from '@testing-library/react';
import type { Item } from '@kakehashi/contracts/web';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { FavoriteToggle } from '@/shared/catalog/favorite-toggle';
import { AddToCart } from '../add-to-cart';

// docs/rules/errors-and-messages.md#message-formatting: one failure is said once on a screen.
const unreachable = fail(
  'E000-521',
  'Kakehashi cannot reach the shop service right now. Your cart and what you entered are kept. Please try again in a minute. [E000-521]',
  502,
);
const item: Item = {
  id: 'i1',
  code: 'P-001',
  name: '煎茶',
  skus: [{ id: 's1', price_tax_included: 1200, stock_quantity: 5 }],
} as Item;

it('says the shop service is out of reach once when "Add to favourites" follows a failed "Add to cart"', async () => {
  const api = createFakeApi({
    'POST /optiongroup/get': ok({ option_groups: [] }),
    'POST /member/favorite/list': ok({ favorites: [], hit: 0 }),
    'POST /cart/create': unreachable,
    'POST /cart/add': unreachable,
    'POST /member/favorite/addDelete': unreachable,
  });
  const { user } = renderApp(
    <>
      <AddToCart item={item} />
      <FavoriteToggle item={item} />
    </>,
    { url: '/show', api, session: signedInSession },
  );
  await user.click(await screen.findByRole('button', { name: /Add to cart/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/shop service/);
  await user.click(screen.getByRole('button', { name: /Add to favourites/ }));
  await within(document.querySelector('.favorite-toggle')!).findByRole('alert');
  expect(screen.getAllByText(/cannot reach the shop service/)).toHaveLength(1);
});
