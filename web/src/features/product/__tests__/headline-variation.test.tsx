import { screen } from '@testing-library/react';
import { productPageApi, senbeiProduct, senbeiSku } from '@/testing/catalog-fakes';
import { renderApp, signedInSession } from '@/testing/render-app';

// docs/rules/cart-and-checkout.md#headline-price: P100002 sells 120g and 250g at different
// prices, but only its 250g can be ordered, so the page leads with '¥3,715 incl. tax, per unit'.
// That unit is named under the price ('Net weight: 250g'), beside a retail price for 120 g;
// a "from" price, or one price for every variation, needs no name.

const open = async (language: 'en' | 'jp', skus: ReturnType<typeof senbeiSku>[]) => {
  const view = renderApp(null, {
    url: '/show?code=P100002',
    session: { ...signedInSession, language },
    locale: language,
    api: productPageApi(senbeiProduct(skus)),
  });
  await screen.findByRole('heading', { level: 1 });
  return view;
};

const headline = () => document.querySelector('.product-summary .price')?.textContent;

describe.each([
  ['en', '¥3,715', 'Net weight: 250g', 'from ¥1,782'],
  ['jp', '3,715円', '内容量：250g', '1,782円〜'],
] as const)('the headline price on a %s product page', (language, price, variation, from) => {
  it('names the one variation it quotes where the variations are priced differently', async () => {
    const { unmount } = await open(language, [
      senbeiSku(120, 1782, false),
      senbeiSku(250, 3715, true),
    ]);
    expect(headline()).toContain(price);
    expect(headline()).toContain(variation);
    unmount();

    // Both orderable: "from" the lower price, no single variation to name.
    const both = await open(language, [senbeiSku(120, 1782, true), senbeiSku(250, 3715, true)]);
    expect(headline()).toContain(from);
    expect(headline()).not.toContain(variation);
    both.unmount();

    // One price for every variation: the unit is the product's, nothing to name.
    await open(language, [senbeiSku(120, 3715, false), senbeiSku(250, 3715, true)]);
    expect(headline()).toContain(price);
    expect(headline()).not.toContain(variation);
  });
});
