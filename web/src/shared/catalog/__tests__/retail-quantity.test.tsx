import type { Item } from '@kakehashi/contracts/web';
import { renderApp } from '@/testing/render-app';
import { ProductCard } from '../product-card';

// A card leads with the lowest price it can be ordered at, which may be for another amount than
// the retail price in Japan (the product's quantity per item): then the retail price names its
// amount, as the product page does (features/product/__tests__/retail-price-amount.test.tsx).

const item: Item = {
  id: '100002',
  code: 'P100002',
  name: '青森 四季 無添加手焼き煎餅',
  name_en: 'Shiki Hand-baked Senbei from Aomori',
  skus: [
    { id: '10000201', price_tax_included: 1782 },
    { id: '10000202', price_tax_included: 3715 },
  ],
  custom: { retailPriceWotax: 2475, quantityPerItem: 1200, quantityPerItemUnit: 'g' },
};

describe('the retail price on a product card', () => {
  it.each([
    ['en', 'Retail price in Japan (1,200 g) ¥2,723 incl. tax (¥2,475 excl. tax)'],
    ['jp', '国内小売価格（1,200 g） 2,723円（税込）（税抜2,475円）'],
  ] as const)('names the amount it is for (%s)', (locale, text) => {
    renderApp(<ProductCard item={item} />, { locale });
    expect(document.querySelector('.price__retail')).toHaveTextContent(text);
  });

  it('says pieces as 「6個」, and no amount where the variations cost the same or it is not given', () => {
    const pieces = {
      ...item,
      custom: { ...item.custom, quantityPerItem: 6, quantityPerItemUnit: 'pcs' },
    };
    const first = renderApp(<ProductCard item={pieces} />, { locale: 'jp' });
    expect(document.querySelector('.price__retail')).toHaveTextContent(
      '国内小売価格（6個） 2,723円（税込）（税抜2,475円）',
    );
    first.unmount();
    const samePrice = renderApp(
      <ProductCard
        item={{ ...item, skus: [item.skus[0]!, { id: 'x', price_tax_included: 1782 }] }}
      />,
    );
    expect(document.querySelector('.price__retail')).toHaveTextContent(
      /^Retail price in Japan ¥2,723 incl\. tax \(¥2,475 excl\. tax\)$/,
    );
    samePrice.unmount();
    renderApp(<ProductCard item={{ ...item, custom: { retailPriceWotax: 2475 } }} />);
    expect(document.querySelector('.price__retail')).toHaveTextContent(
      /^Retail price in Japan ¥2,723 incl\. tax \(¥2,475 excl\. tax\)$/,
    );
  });
});
