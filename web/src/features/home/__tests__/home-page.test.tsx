import { fireEvent, screen } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';

const items = {
  items: [
    {
      id: 'i1',
      code: 'P-001',
      name: '煎茶',
      name_en: 'Sencha green tea',
      skus: [{ id: 's1', price_tax_included: 1200 }],
    },
    {
      id: 'i2',
      code: 'P-002',
      name: '有田焼 小皿',
      skus: [{ id: 's2', price_tax_included: 3456 }],
    },
  ],
  hit: 2,
};

describe('top page product list', () => {
  it('asks the BFF for the first page and shows names and yen prices in English', async () => {
    const api = createFakeApi({ 'POST /items/list': ok(items) });
    renderApp(null, { url: '/', session: signedInSession, api });
    expect(await screen.findByText('Sencha green tea')).toBeInTheDocument();
    expect(screen.getByText('有田焼 小皿')).toBeInTheDocument();
    expect(screen.getByText('¥1,200')).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(api.callsTo('POST /items/list')[0]?.body).toEqual({ offset: 0, limit: 20 });
  });

  it('says the results are capped at 4,000 and asks to refine (docs/rules/search.md#result-cap)', async () => {
    const api = createFakeApi({
      'POST /items/list': ok({ ...items, hit: 4000, hit_capped: true }),
    });
    renderApp(null, { url: '/', session: signedInSession, api });
    expect(
      await screen.findByText(
        'More than 4,000 products: add keywords or filters to narrow them down.',
      ),
    ).toBeInTheDocument();
  });

  it('shows Japanese names and prices on a Japanese page', async () => {
    const api = createFakeApi({ 'POST /items/list': ok(items) });
    renderApp(null, {
      url: '/',
      session: { ...signedInSession, language: 'jp' },
      locale: 'jp',
      api,
    });
    expect(await screen.findByText('煎茶')).toBeInTheDocument();
    expect(screen.getByText('1,200円')).toBeInTheDocument();
  });

  it('shows skeletons while the list loads', async () => {
    const api = createFakeApi();
    api.on('POST /items/list', () => new Promise(() => undefined));
    renderApp(null, { url: '/', session: signedInSession, api });
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    expect(
      screen.getAllByRole('status').some((element) => element.getAttribute('aria-busy') === 'true'),
    ).toBe(true);
  });

  it("shows the BFF's message when the list cannot be loaded", async () => {
    const api = createFakeApi({
      'POST /items/list': fail('E999-999', 'We could not reach the server.', 502),
    });
    renderApp(null, { url: '/', session: signedInSession, api });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
  });
});

describe('product images', () => {
  it('falls back to the placeholder when an image cannot be loaded', async () => {
    const withImage = {
      items: [{ ...items.items[0], image_url: 'https://img.example/broken.jpg' }],
      hit: 1,
    };
    const api = createFakeApi({ 'POST /items/list': ok(withImage) });
    const { container } = renderApp(null, { url: '/', session: signedInSession, api });
    await screen.findByText('Sencha green tea');
    const image = container.querySelector('img') as HTMLImageElement;
    fireEvent.error(image);
    expect(await screen.findByText('No image')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
