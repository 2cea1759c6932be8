import { screen } from '@testing-library/react';
import { productPageApi } from '@/testing/catalog-fakes';
import { renderApp, signedInSession } from '@/testing/render-app';

// docs/rules/cart-and-checkout.md#quantity-bounds: the product page lists 'Items per case 6 pcs'
// and 'MOQ 12 units'; its buy section says how the chosen quantity falls in cases, right under the
// quantity box and read with it, without changing what may be ordered.

const apiFor = (quantityPerCase: unknown) =>
  productPageApi({
    id: '100001',
    code: 'P100001',
    name: '静岡 煎茶',
    name_en: 'Shizuoka Sencha',
    images: [],
    skus: [{ id: '10000101', price_tax_included: 1944, stock_quantity_infinity: true }],
    custom: { moq: 12, quantityPerCase, supplier_name_en: 'Shizuoka Tea Co., Ltd.' },
  });

describe.each([
  [
    'en',
    'Quantity',
    'One more',
    '= 2 cases of 6',
    '= 2 cases of 6 + 1 unit',
    '= 3 cases of 6',
    '= 2 cases of 6 + 5 units',
  ],
  [
    'jp',
    '数量',
    '1つ増やす',
    '＝6個入り×2ケース',
    '＝6個入り×2ケース＋1個',
    '＝6個入り×3ケース',
    '＝6個入り×2ケース＋5個',
  ],
] as const)(
  'the cases of a %s product page',
  (language, label, more, whole, plusOne, three, plusFive) => {
    const open = (quantityPerCase: unknown) =>
      renderApp(null, {
        url: '/show?code=P100001',
        session: { ...signedInSession, language },
        locale: language,
        api: apiFor(quantityPerCase),
      });

    it('says how the quantity falls in cases, and the units left over', async () => {
      const { user } = open(6);
      const box = await screen.findByRole('textbox', { name: label }, { timeout: 10000 });
      expect(box).toHaveValue('12');
      expect(screen.getByText(whole)).toBeVisible();
      expect(box).toHaveAccessibleDescription(expect.stringContaining(whole));
      await user.click(screen.getByRole('button', { name: more }));
      expect(box).toHaveValue('13');
      expect(await screen.findByText(plusOne)).toBeVisible();
      await user.clear(box);
      await user.type(box, '18{Enter}');
      expect(await screen.findByText(three)).toBeVisible();
      await user.clear(box);
      await user.type(box, '17{Enter}');
      expect(await screen.findByText(plusFive)).toBeVisible();
    });

    it('reads a case quantity given as text', async () => {
      open('6');
      await screen.findByRole('textbox', { name: label }, { timeout: 10000 });
      expect(screen.getByText(whole)).toBeVisible();
    });

    it.each([[1], [null], ['6個']])(
      'says nothing about cases for a case quantity of %p',
      async (perCase) => {
        open(perCase);
        const box = await screen.findByRole('textbox', { name: label }, { timeout: 10000 });
        expect(box).toHaveValue('12');
        expect(document.querySelector('.quantity__note')).toBeNull();
      },
    );

    it('says nothing below one case', async () => {
      open(24);
      await screen.findByRole('textbox', { name: label }, { timeout: 10000 });
      expect(document.querySelector('.quantity__note')).toBeNull();
    });
  },
);
