import { screen } from '@testing-library/react';
import { productPageApi } from '@/testing/catalog-fakes';
import { renderApp, signedInSession } from '@/testing/render-app';

// The MOQ on the product page is counted in units as the product card counts it ('MOQ 1,200
// units' / 「最小発注数量 1,200個」), not a bare number (docs/rules/lists-and-requests.md#product-detail-labels).

const apiFor = (moq: number) =>
  productPageApi({
    id: '100001',
    code: 'P100001',
    name: '静岡 煎茶',
    name_en: 'Shizuoka Sencha',
    images: [],
    skus: [{ id: '10000101', price_tax_included: 1944 }],
    custom: { moq, hscd: '0902.10', supplier_name_en: 'Shizuoka Tea Co., Ltd.' },
  });

/** The values shown beside every 'MOQ' term of the page (key facts and specifications). */
const moqValues = (label: string) =>
  screen
    .getAllByRole('term')
    .filter((term) => term.textContent === label)
    .map((term) => term.nextElementSibling?.textContent);

describe.each([
  ['en', 'Shizuoka Sencha', 'Minimum order quantity (MOQ)', '1,200 units', '1 unit'],
  ['jp', '静岡 煎茶', '最小発注数量（MOQ）', '1,200個', '1個'],
] as const)('the MOQ on a %s product page', (language, name, label, many, one) => {
  const open = (moq: number) =>
    renderApp(null, {
      url: '/show?code=P100001',
      session: { ...signedInSession, language },
      locale: language,
      api: apiFor(moq),
    });

  it('names its unit in the key facts and the specifications', async () => {
    open(1200);
    await screen.findByRole('heading', { level: 1, name });
    expect(moqValues(label)).toEqual([many, many]);
  });

  it('says one unit in the singular', async () => {
    open(1);
    await screen.findByRole('heading', { level: 1, name });
    expect(moqValues(label)).toEqual([one, one]);
  });
});
