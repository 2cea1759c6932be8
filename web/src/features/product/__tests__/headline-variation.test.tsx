import { screen } from '@testing-library/react';
import { productPageApi, senbeiProduct, senbeiSku } from '@/testing/catalog-fakes';
import { renderApp, signedInSession } from '@/testing/render-app';

// docs/rules/cart-and-checkout.md#headline-price: P100002 sells 120g and 250g at different
// prices, but only its 250g can be ordered, so the page leads with '¥3,715', beside a retail
// price for 120 g. Its basis names the 250g ('incl. tax, per 250 g pack'), once: a
// 'Net weight: 250g' under it said the same again. A "from" price, or one price for every
// variation, names no variation.

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
  ['en', '¥3,715', 'per 250\u00a0g pack', 'Net weight', 'from ¥1,782'],
  ['jp', '3,715円', '1パック（250g）あたり', '内容量', '1,782円〜'],
] as const)('the headline price on a %s product page', (language, price, unit, variation, from) => {
  it('names the one variation it quotes, once, where the variations are priced differently', async () => {
    const { unmount } = await open(language, [
      senbeiSku(120, 1782, false),
      senbeiSku(250, 3715, true),
    ]);
    expect(headline()).toContain(price);
    expect(headline()).toContain(unit);
    expect(headline()?.match(/250/g)).toHaveLength(1);
    expect(headline()).not.toContain(variation);
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

describe('the headline price of a variation that differs by more than its amount', () => {
  it('names what else differs under the price, the amount only in its basis', async () => {
    const flavoured = (grams: number, price: number, orderable: boolean) => {
      const sku = senbeiSku(grams, price, orderable);
      const flavour = {
        variation_name: '味',
        variation_name_en: 'Flavour',
        selection_name: '柚子',
        selection_name_en: 'Yuzu',
      };
      return { ...sku, variation: [flavour, ...sku.variation] };
    };
    await open('en', [flavoured(120, 1782, false), flavoured(250, 3715, true)]);
    expect(headline()).toContain('per 250\u00a0g pack');
    expect(headline()).toContain('Flavour: Yuzu');
    expect(headline()).not.toContain('Net weight');
  });
});
