import type { Item } from '@kakehashi/contracts/web';
import { renderApp } from '@/testing/render-app';
import { ProductCard } from '../product-card';

// docs/rules/search.md#prices-in-lists: a card quotes the price the buyer can pay, the retail price
// in Japan beside it only for the same amount and on the same basis, and what cannot be bought
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
  it('leaves out a retail price for 720 ml beside the only price it can pay, for 1800 ml', () => {
    renderApp(<ProductCard item={sake({ stock_quantity: 0 })} />);
    expect(lines()).toEqual(['¥6,985 incl. tax, per unit']);
    expect(document.querySelector('.price__retail')).toBeNull();
  });

  it('pairs it with the price for 720 ml, tax included as that price is', () => {
    renderApp(<ProductCard item={sake({ stock_quantity: 10 })} />);
    expect(lines()).toEqual([
      'from ¥2,794 incl. tax, per unit',
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
    ['en', ['Sales ended', 'from ¥2,794 incl. tax, per unit']],
    ['jp', ['販売終了', '2,794円〜 税込・1個あたり']],
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
