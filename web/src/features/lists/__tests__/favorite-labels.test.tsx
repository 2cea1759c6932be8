import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

const favorite = (n: number, labels: string[]) => ({
  skuId: `${n}01`,
  option: null,
  labels,
  item: {
    id: String(n),
    code: `P${n}`,
    name: `商品${n}`,
    name_en: `Product ${n}`,
    skus: [{ id: `${n}01` }],
    custom: { moq: 12, retailPriceWotax: 1000 * n },
  },
});

const favourites = [
  favorite(1, ['Samples', 'Trade show']),
  favorite(2, ['Trade show']),
  favorite(3, []),
];

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;

// docs/rules/lists-and-requests.md#favourite-labels
describe('favourite labels', () => {
  it('filters by the label in the URL and offers every label with its count', async () => {
    const api = createFakeApi({
      'POST /member/favorite/list': ok({ favorites: favourites, hit: 3 }),
    });
    const { user, router } = renderApp(null, {
      url: '/favorites?label=Trade+show',
      session: signedInSession,
      api,
    });
    const list = await screen.findByRole('list', { name: 'Favourites' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Product 1', 'Product 2']);
    expect(screen.getByText('2 products')).toBeVisible();
    const filter = screen.getByRole('navigation', { name: 'Filter by label' });
    expect(within(filter).getByRole('link', { current: 'page' })).toHaveTextContent(
      'Trade show (2)',
    );
    expect(
      within(filter)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['All (3)', 'Samples (1)', 'Trade show (2)']);
    await user.click(within(filter).getByRole('link', { name: 'Samples (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?label=Samples'));
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Product 1']);
    await user.click(within(filter).getByRole('link', { name: 'All (3)' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('3 products')).toBeVisible();
  });

  it('files a product under a label in use and a new one', async () => {
    const api = createFakeApi({
      'POST /member/favorite/list': ok({ favorites: favourites, hit: 3 }),
      'POST /member/favorite/labels': ok({ skuId: '301', labels: ['Samples', 'Buyer A'] }),
    });
    const { user } = renderApp(null, { url: '/favorites', session: signedInSession, api });
    await screen.findByRole('list', { name: 'Favourites' });
    const row = rowOf('Product 3');
    await user.click(within(row).getByRole('button', { name: 'Labels for “Product 3”' }));
    const group = within(row).getByRole('group', { name: 'File “Product 3” under' });
    await user.click(within(group).getByRole('checkbox', { name: 'Samples' }));
    await user.type(within(row).getByRole('textbox', { name: 'New label' }), ' Buyer A {Enter}');
    expect(within(group).getByRole('checkbox', { name: 'Buyer A' })).toBeChecked();
    expect(api.callsTo('POST /member/favorite/labels')).toEqual([]);

    api.on(
      'POST /member/favorite/list',
      ok({ favorites: [...favourites.slice(0, 2), favorite(3, ['Samples', 'Buyer A'])], hit: 3 }),
    );
    await user.click(within(row).getByRole('button', { name: 'Save labels' }));
    expect(api.callsTo('POST /member/favorite/labels')[0]?.body).toEqual({
      skuId: '301',
      labels: ['Samples', 'Buyer A'],
    });
    const chips = await within(rowOf('Product 3')).findByRole('list', {
      name: 'Labels of “Product 3”',
    });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['Samples', 'Buyer A']);
    expect(within(rowOf('Product 3')).queryByRole('group')).toBeNull();
  });

  it('says what is wrong with a new label and sends nothing', async () => {
    const api = createFakeApi({
      'POST /member/favorite/list': ok({ favorites: favourites, hit: 3 }),
    });
    const { user } = renderApp(null, { url: '/favorites', session: signedInSession, api });
    await screen.findByRole('list', { name: 'Favourites' });
    const row = rowOf('Product 3');
    await user.click(within(row).getByRole('button', { name: 'Labels for “Product 3”' }));
    await user.type(within(row).getByRole('textbox', { name: 'New label' }), `${'x'.repeat(31)}`);
    await user.click(within(row).getByRole('button', { name: 'Add' }));
    expect(within(row).getByText('Enter a label of 1 to 30 characters on one line.')).toBeVisible();
    expect(api.callsTo('POST /member/favorite/labels')).toEqual([]);
  });

  it('keeps the editor open with the BFF’s message when saving fails', async () => {
    const api = createFakeApi({
      'POST /member/favorite/list': ok({ favorites: favourites, hit: 3 }),
      'POST /member/favorite/labels': fail('E999-999', 'We could not reach the server.', 502),
    });
    const { user } = renderApp(null, { url: '/favorites', session: signedInSession, api });
    await screen.findByRole('list', { name: 'Favourites' });
    const row = rowOf('Product 2');
    await user.click(within(row).getByRole('button', { name: 'Labels for “Product 2”' }));
    await user.click(within(row).getByRole('checkbox', { name: 'Trade show' }));
    await user.click(within(row).getByRole('button', { name: 'Save labels' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'We could not reach the server.',
    );
    expect(within(row).getByRole('group')).toBeVisible();
  });

  it('names labels when there are none yet', async () => {
    const api = createFakeApi({
      'POST /member/favorite/list': ok({ favorites: [favorite(3, [])], hit: 1 }),
    });
    renderApp(null, { url: '/favorites', session: signedInSession, api });
    expect(await screen.findByText(/File products under labels/)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Filter by label' })).toBeNull();
  });
});
