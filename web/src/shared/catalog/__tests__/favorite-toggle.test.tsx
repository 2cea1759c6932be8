import { act, screen } from '@testing-library/react';
import type { Item } from '@kakehashi/contracts/web';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';
import { FavoriteToggle } from '../favorite-toggle';

const item = (id: string): Item => ({
  id,
  code: `P${id}`,
  name: `商品${id}`,
  name_en: `Product ${id}`,
  skus: [{ id: `${id}01` }],
});

/** A BFF whose favourites list starts empty and whose addDelete answers when the test says. */
const favouritesApi = () => {
  const api = createFakeApi({ 'POST /member/favorite/list': ok({ favorites: [], hit: 0 }) });
  let release: (reply: ReturnType<typeof ok>) => void = () => undefined;
  api.on(
    'POST /member/favorite/addDelete',
    () => new Promise<ReturnType<typeof ok>>((resolve) => (release = resolve)),
  );
  return { api, answer: (reply: ReturnType<typeof ok>) => act(() => release(reply)) };
};

describe('the favourite toggle', () => {
  it('shows the new state before the BFF answers and sends the first SKU', async () => {
    const { api, answer } = favouritesApi();
    const { user } = renderApp(<FavoriteToggle item={item('7')} />, {
      session: signedInSession,
      api,
      url: '/x',
    });
    const heart = await screen.findByRole('button', { name: 'Add to favourites' });
    await user.click(heart);
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.callsTo('POST /member/favorite/addDelete')[0]?.body).toEqual({ skuId: '701' });
    await answer(ok({ added: true }));
  });

  it("rolls back and shows the BFF's message when the call fails", async () => {
    const { api, answer } = favouritesApi();
    const { user } = renderApp(<FavoriteToggle item={item('8')} />, {
      session: signedInSession,
      api,
      url: '/x',
    });
    await user.click(await screen.findByRole('button', { name: /Add to favourites/ }));
    expect(
      await screen.findByRole('button', { name: /Remove from favourites/ }),
    ).toBeInTheDocument();
    await answer(fail('E999-999', 'The service is not reachable.', 502));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is not reachable.');
    expect(screen.getByRole('button', { name: /Add to favourites/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('tells a signed-out visitor to sign in (E028-901) without calling the BFF', async () => {
    const api = createFakeApi();
    const { user } = renderApp(<FavoriteToggle item={item('9')} />, { api, url: '/x' });
    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please sign in to use this feature.',
    );
    expect(api.calls.filter((call) => call.url.startsWith('/member/'))).toEqual([]);
  });

  it('speaks Japanese on a Japanese page', async () => {
    const api = createFakeApi();
    const { user } = renderApp(<FavoriteToggle item={item('9')} />, {
      api,
      url: '/x',
      locale: 'jp',
      session: { language: 'jp' },
    });
    await user.click(await screen.findByRole('button', { name: 'お気に入りに追加' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'この機能をご利用いただくにはログインしてください。',
    );
  });
});
