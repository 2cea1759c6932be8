import { screen, within } from '@testing-library/react';
import { answerCatalogLookups, fakeItem } from '@/testing/catalog-fakes';
import { createFakeApi, ok } from '@/testing/fake-api';
import {
  useFakeIntersectionObserver,
  FakeIntersectionObserver,
} from '@/testing/intersection-observer';
import { renderApp, signedInSession } from '@/testing/render-app';

/** The product page of one product at phone width, with the calls the page makes answered. */
const openProductPage = () => {
  Object.assign(window, { innerWidth: 390 });
  const api = createFakeApi();
  answerCatalogLookups(api);
  api.on('POST /items/detail', ok({ items: [fakeItem(7, { price_tax_included: 2160 })] }));
  api.on('POST /optiongroup/get', ok({ option_groups: [] }));
  return renderApp(null, { url: '/show?code=P100007', api, session: signedInSession });
};

afterEach(() => Object.assign(window, { innerWidth: 1024 }));

describe('sticky buy bar on the product page (UI.md "Prices, quantities and rules")', () => {
  useFakeIntersectionObserver();

  it('keeps the price and "Add to cart" at hand, and takes the buyer to the buy section', async () => {
    const { user } = openProductPage();
    await screen.findByRole('heading', { level: 1, name: 'Product 7' });
    expect(document.documentElement.dataset.device).toBe('sp');
    const bar = screen.getByRole('complementary', { name: 'Price and add to cart' });
    expect(within(bar).getByText('¥2,160')).toBeInTheDocument();
    expect(within(bar).getByText('incl. tax, per unit')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Add to cart' }));
    const buy = document.getElementById('buy');
    expect(buy).not.toBeNull();
    expect(buy!.scrollIntoView).toHaveBeenCalled();
    expect(buy!.contains(document.activeElement)).toBe(true);
  });

  it('steps aside while the buy section itself is on screen', async () => {
    openProductPage();
    await screen.findByRole('heading', { level: 1, name: 'Product 7' });
    const bar = screen.getByRole('complementary', { name: 'Price and add to cart' });
    FakeIntersectionObserver.report(true);
    expect(bar).toHaveClass('is-hidden');
    expect(screen.queryByRole('complementary', { name: 'Price and add to cart' })).toBeNull();
    FakeIntersectionObserver.report(false);
    expect(bar).not.toHaveClass('is-hidden');
  });
});
