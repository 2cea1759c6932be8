import { screen } from '@testing-library/react';
import { ok } from '@/testing/fake-api';
import { productPageApi, riceProduct } from '@/testing/catalog-fakes';
import { renderApp, signedInSession } from '@/testing/render-app';

// Where a product is made is said once: the country and prefecture given as codes, or else the
// supplier's own words (docs/rules/lists-and-requests.md#product-detail-labels).

const apiFor = (custom: Record<string, unknown>) =>
  productPageApi(riceProduct({ supplier_name_en: 'Harada Foods Co., Ltd.', ...custom }), {
    'POST /customMaster/get': ok({
      options: [{ code: '46', name: '鹿児島県', name_en: 'Kagoshima' }],
    }),
  });

const terms = () => screen.getAllByRole('term').map((term) => term.textContent);
const valueOf = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling
    ?.textContent;

describe.each([
  [
    'en',
    'Takumi Organic Koshihikari Rice from Kagoshima',
    ['Country / prefecture of production', 'Kagoshima, Japan'],
    ['Country or region of production', 'Japan'],
    ['Prefecture of production', 'Kagoshima'],
  ],
  [
    'jp',
    '鹿児島 匠 有機コシヒカリ',
    ['生産国・都道府県', '日本・鹿児島県'],
    ['生産国・地域', '日本'],
    ['生産都道府県', '鹿児島県'],
  ],
] as const)(
  'the place of production on a %s product page',
  (language, name, free, country, pref) => {
    const open = (custom: Record<string, unknown>) =>
      renderApp(null, {
        url: '/show?code=P101659',
        session: { ...signedInSession, language },
        locale: language,
        api: apiFor(custom),
      });

    it('is said once when the country and prefecture are given as codes', async () => {
      open({ producingCountriesPref: free[1], producingCountriesRegions: 'JP', producingPref: 46 });
      await screen.findByRole('heading', { level: 1, name });
      await screen.findByText(pref[1]);
      expect(valueOf(country[0])).toBe(country[1]);
      expect(valueOf(pref[0])).toBe(pref[1]);
      expect(terms()).not.toContain(free[0]);
    });

    it("shows the supplier's own words when no code is given", async () => {
      open({ producingCountriesPref: free[1] });
      await screen.findByRole('heading', { level: 1, name });
      expect(valueOf(free[0])).toBe(free[1]);
      expect(terms()).not.toContain(country[0]);
    });
  },
);
