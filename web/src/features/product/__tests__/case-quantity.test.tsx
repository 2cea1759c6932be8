import { screen } from '@testing-library/react';
import { productPageApi } from '@/testing/catalog-fakes';
import { renderApp, signedInSession } from '@/testing/render-app';

// docs/rules/cart-and-checkout.md#quantity-bounds: the product page lists 'Items per case 6 pcs'
// and 'MOQ 12 units'; its buy section says how the chosen quantity falls in cases, right under the
// quantity box and read with it, without changing what may be ordered. It counts in the word the
// price names, as the MOQ beside it does (docs/rules/cart-and-checkout.md#unit-price): units
// where the catalogue gives none, packs beside 'per 200 g pack'.

const apiFor = (quantityPerCase: unknown, unit: object = {}) =>
  productPageApi({
    id: '100001',
    code: 'P100001',
    name: '静岡 煎茶',
    name_en: 'Shizuoka Sencha',
    images: [],
    skus: [{ id: '10000101', price_tax_included: 1944, stock_quantity_infinity: true }],
    custom: { moq: 12, quantityPerCase, supplier_name_en: 'Shizuoka Tea Co., Ltd.', ...unit },
  });

describe.each([
  [
    'en',
    'Quantity',
    'One more',
    '= 2 cases of 6 units',
    '= 2 cases of 6 units + 1 unit',
    '= 3 cases of 6 units',
    '= 2 cases of 6 units + 5 units',
    ['MOQ 12 packs', '= 2 cases of 6 packs', '= 2 cases of 6 packs + 1 pack'],
  ],
  [
    'jp',
    '数量',
    '1つ増やす',
    '＝6個入り×2ケース',
    '＝6個入り×2ケース＋1個',
    '＝6個入り×3ケース',
    '＝6個入り×2ケース＋5個',
    ['最小発注数量 12パック', '＝6パック入り×2ケース', '＝6パック入り×2ケース＋1パック'],
  ],
] as const)(
  'the cases of a %s product page',
  (language, label, more, whole, plusOne, three, plusFive, packs) => {
    const open = (quantityPerCase: unknown, unit?: object) =>
      renderApp(null, {
        url: '/show?code=P100001',
        session: { ...signedInSession, language },
        locale: language,
        api: apiFor(quantityPerCase, unit),
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

    // P100001's 200 g packs: '= 4 cases of 6 packs + 3 packs' beside 'MOQ 24 packs', never units.
    it('counts the cases in the word the price names', async () => {
      const [moq, packed, plusPack] = packs;
      const { user } = open(6, { quantityPerItem: 200, quantityPerItemUnit: 'g' });
      const box = await screen.findByRole('textbox', { name: label }, { timeout: 10000 });
      expect(screen.getByText(moq)).toBeVisible();
      expect(screen.getByText(packed)).toBeVisible();
      expect(box).toHaveAccessibleDescription(expect.stringContaining(packed));
      await user.click(screen.getByRole('button', { name: more }));
      expect(await screen.findByText(plusPack)).toBeVisible();
      expect(document.querySelector('.quantity__note')).toHaveTextContent(plusPack);
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
