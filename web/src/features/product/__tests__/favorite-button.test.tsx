import { act, screen } from '@testing-library/react';
import type { Item } from '@kakehashi/contracts/web';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';
import { FavoriteButton } from '../components/favorite-button';

// docs/rules/lists-and-requests.md#favourites: the product page's button says the state, and
// removing a favourite filed under labels asks first (re-adding starts without labels).
const item: Item = {
  id: '8',
  code: 'P8',
  name: '商品8',
  name_en: 'Product 8',
  skus: [{ id: '801' }],
};

const listWith = (labels: string[] | null) =>
  ok(
    labels
      ? { favorites: [{ skuId: '801', option: null, labels, item }], hit: 1 }
      : { favorites: [], hit: 0 },
  );

const render = (labels: string[] | null) => {
  const api = createFakeApi({
    'POST /member/favorite/list': listWith(labels),
    'POST /member/favorite/addDelete': ok({ added: false }),
  });
  const { user } = renderApp(<FavoriteButton item={item} />, {
    session: signedInSession,
    api,
    url: '/show',
  });
  return { api, user };
};

describe("the product page's favourite button", () => {
  it("reads 'In favourites' and asks before removing a favourite filed under labels", async () => {
    const { api, user } = render(['FHA Singapore 2026']);
    const saved = await screen.findByRole('button', { name: 'In favourites' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await user.click(saved);
    const question = screen.getByRole('alertdialog', {
      name: 'Remove “Product 8” from your favourites?',
    });
    expect(question).toHaveAccessibleDescription('Its labels go with it: FHA Singapore 2026.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'In favourites' })).toBeVisible();
    expect(api.callsTo('POST /member/favorite/addDelete')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'In favourites' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(api.callsTo('POST /member/favorite/addDelete')[0]?.body).toEqual({ skuId: '801' });
  });

  it('removes a favourite without labels at once, as it was added', async () => {
    const { api, user } = render([]);
    await user.click(await screen.findByRole('button', { name: 'In favourites' }));
    expect(api.callsTo('POST /member/favorite/addDelete')[0]?.body).toEqual({ skuId: '801' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("adds in one press and puts the button back with the BFF's message when the call fails", async () => {
    const api = createFakeApi({ 'POST /member/favorite/list': listWith(null) });
    let release: (reply: ReturnType<typeof ok>) => void = () => undefined;
    api.on(
      'POST /member/favorite/addDelete',
      () => new Promise<ReturnType<typeof ok>>((resolve) => (release = resolve)),
    );
    const { user } = renderApp(<FavoriteButton item={item} />, {
      session: signedInSession,
      api,
      url: '/show',
    });
    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByRole('button', { name: 'In favourites' })).toBeInTheDocument();
    await act(() => release(fail('E999-999', 'The service is not reachable.', 502)));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is not reachable.');
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
