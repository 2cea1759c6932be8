import type { Item } from '@kakehashi/contracts/web';
import { renderApp } from '@/testing/render-app';
import { ProductCard } from '../product-card';

// docs/rules/search.md#prices-in-lists: a card quotes the price the buyer can pay, naming what one
// unit is as the product page does (docs/rules/cart-and-checkout.md#unit-price), the retail price
// in Japan beside it on the same basis and labelled with its own amount, and what cannot be bought
// says so first, its price muted.

const amount = (selection: string) => [
  {
    variation_code: 'amount-ml',
    variation_name: '容量',
    variation_name_en: 'Capacity',
    selection_code: selection,
    selection_name: selection,
  },
];

// P103404 as the mock serves it: its 720 ml sold out, only the 1800 ml can be ordered; the retail
// price is for its quantity per item, 720 ml; sake is taxed at 10 %.
const sake = (small: { stock_quantity: number }): Item => ({
  id: '103404',
  code: 'P103404',
  name: '天空 限定 純米吟醸',
  name_en: 'Tenku Limited Edition Junmai Ginjo Sake from Gunma',
  skus: [
    { id: '10340401', price_tax_included: 2794, variation: amount('720ml'), ...small },
    { id: '10340402', price_tax_included: 6985, variation: amount('1800ml'), stock_quantity: 40 },
  ],
  price_tax_included: 2794,
  selling_status: 'on_sale',
  custom: {
    businessType: 'food',
    alcoholPer: 15,
    retailPriceWotax: 3810,
    quantityPerItem: 720,
    quantityPerItemUnit: 'ml',
  },
});

const lines = () => [...document.querySelectorAll('.price > p')].map((p) => p.textContent);

describe('the prices a card pairs', () => {
  // The card said '¥6,985 incl. tax, per unit' and left the retail price out, as a price for an
  // unnamed unit beside one for 720 ml read as the same amount; the product page said 'per 1,800 ml
  // bottle'. Now the card says the bottle as the page does, and the retail price keeps its 720 ml.
  it.each([
    ['en', ['¥6,985 incl. tax, per 1,800\u00a0ml bottle', 'Retail price in Japan (720\u00a0ml)']],
    ['jp', ['6,985円 税込・1本（1,800ml）あたり', '国内小売価格（720\u00a0ml）']],
  ] as const)(
    'names the 1800 ml bottle it can pay for, the retail price labelled 720 ml (%s)',
    (locale, [price, retail]) => {
      renderApp(<ProductCard item={sake({ stock_quantity: 0 })} />, { locale });
      expect(lines()[0]).toBe(price);
      expect(lines()[1]).toContain(retail);
    },
  );

  it('pairs it with the price for 720 ml, tax included as that price is', () => {
    renderApp(<ProductCard item={sake({ stock_quantity: 10 })} />);
    expect(lines()).toEqual([
      'from ¥2,794 incl. tax, per 720\u00a0ml bottle',
      'Retail price in Japan (720\u00a0ml) ¥4,191 incl. tax (¥3,810 excl. tax)',
    ]);
  });
});

describe('a card of a product that cannot be bought', () => {
  const ended: Item = {
    ...sake({ stock_quantity: 10 }),
    selling_status: 'end_of_sale',
  };

  it.each([
    ['en', ['Sales ended', 'from ¥2,794 incl. tax, per 720\u00a0ml bottle']],
    ['jp', ['販売終了', '2,794円〜 税込・1本（720ml）あたり']],
  ] as const)('says so first, its price muted after it (%s)', (locale, first) => {
    renderApp(<ProductCard item={ended} />, { locale });
    expect(lines().slice(0, 2)).toEqual(first);
    expect(document.querySelector('.price')).toHaveClass('price--closed');
  });

  it('leaves a product on sale as it was: the price leads, not muted', () => {
    renderApp(<ProductCard item={sake({ stock_quantity: 10 })} />);
    expect(document.querySelector('.price')).not.toHaveClass('price--closed');
  });
});
