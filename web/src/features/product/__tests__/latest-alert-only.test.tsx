import { screen } from '@testing-library/react';
import type { Item } from '@kakehashi/contracts/web';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { FavoriteToggle } from '@/shared/catalog/favorite-toggle';
import { AddToCart } from '@/shared/cart/add-to-cart';
import { FollowToggle } from '@/shared/follows/follow-toggle';
import { FavoriteButton } from '../components/favorite-button';

// docs/rules/errors-and-messages.md#message-formatting: a buyer sees one current error on the
// product page, the latest, never a stack of alerts from the presses before it.
const item = {
  id: 'i1',
  code: 'P-001',
  name: '煎茶',
  skus: [{ id: 's1', price_tax_included: 1200, stock_quantity: 5 }],
} as Item;
const favouriteRefused = fail(
  'E028-001',
  'Your favourites could not be saved. Please try again. [E028-001]',
);
const cartRefused = fail(
  'E000-521',
  'Kakehashi cannot reach the shop service right now. Please try again in a minute. [E000-521]',
  502,
);

const setup = () => {
  const api = createFakeApi({
    'POST /optiongroup/get': ok({ option_groups: [] }),
    'POST /member/favorite/list': ok({ favorites: [], hit: 0 }),
    'POST /member/follows/list': ok({ supplierIds: [], suppliers: [], hit: 0 }),
    'POST /member/favorite/addDelete': favouriteRefused,
    'POST /member/follows/addDelete': fail('E029-001', 'Following failed. [E029-001]'),
    'POST /cart/create': cartRefused,
    'POST /cart/add': cartRefused,
  });
  return renderApp(
    <>
      <FavoriteButton item={item} />
      <FollowToggle supplierId="sup1" supplierName="Harada Foods" />
      <AddToCart item={item} />
      <FavoriteToggle item={{ ...item, id: 'i2', skus: [{ ...item.skus[0]!, id: 's2' }] }} />
    </>,
    { url: '/show', api, session: signedInSession },
  );
};

describe('one error at a time on the product page', () => {
  it('shows only the failed "Add to cart" once it follows a failed "Add to favourites"', async () => {
    const { user } = setup();
    const [pageButton] = await screen.findAllByRole('button', { name: /^Add to favourites$/ });
    await user.click(pageButton!);
    expect(await screen.findByRole('alert')).toHaveTextContent(/favourites could not be saved/);
    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    await screen.findByText(/cannot reach the shop service/);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(/favourites could not be saved/)).toBeNull();
  });

  it('shows only the latest of a related card’s heart, "Follow" and the product’s own button', async () => {
    const { user } = setup();
    const [pageButton, cardHeart] = await screen.findAllByRole('button', {
      name: /^Add to favourites$/,
    });
    await user.click(cardHeart!);
    expect(await screen.findByRole('alert')).toHaveTextContent(/favourites could not be saved/);
    await user.click(screen.getByRole('button', { name: /Follow/ }));
    expect(await screen.findByText(/Following failed/)).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.click(pageButton!);
    expect(await screen.findByText(/favourites could not be saved/)).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
