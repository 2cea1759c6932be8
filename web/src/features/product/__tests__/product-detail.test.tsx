import { screen, within } from '@testing-library/react';
import matchingEn from '@/locales/matching.en.json';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

const labels = matchingEn.matching.labels;

/** Every spec label given, so every row must show (video-work fields included). */
const fullCustom = {
  businessType: 'food',
  retailPriceWotax: 1800,
  producingCountriesPref: 'Shizuoka, Japan',
  producingCountriesRegions: 'Japan',
  producingPref: 22,
  jancd: '4901234567894',
  hscd: '0902.10',
  oemAvailability: 'consult',
  cettifications: ['haccp', 'halal'],
  cettificationsOthers: 'Prefectural quality mark',
  cettificationsJapan: ['jas_organic'],
  moq: 24,
  temperatureRange: 'dry',
  alcoholPer: 15,
  bestBeforeDate: '6to12m',
  bestBeforeDays: 300,
  quantityPerItem: 100,
  quantityPerItemUnit: 'g',
  weightPerItem: 130,
  sizePerItem: '10 x 5 x 20 cm',
  weightPerCase: 3500,
  sizePerCase: '40 x 30 x 25 cm',
  quantityPerCase: 24,
  otherProductFeatures: 'Gift box available',
  materials: 'Green tea leaves',
  exportExperienceCountriesRegions: ['Taiwan', 'France'],
  overseasDistributorsCountriesRegions: ['Singapore'],
  forcusCountriesRegions: ['United States', 'Germany'],
  contentSoldRegions: ['Asia'],
  awardsJp: '世界緑茶コンテスト金賞',
  awardsEn: 'World Green Tea Contest, Gold',
  colorVariation: 'green, white',
  allergy: 'None',
  saleableRights: 'Worldwide',
  youtubeUrl: 'https://www.youtube.com/watch?v=abc123',
  otherUrl1: 'https://tea.example.jp/products/sencha',
  otherUrl2: 'https://tea.example.jp/catalogue.pdf',
  frontRemarks1: '#Shizuoka #Tea',
  frontRemarks2: 'Samples available',
  videoWorkType: 'documentary',
  videoWorkLength: 52,
  videoWorkStatus: 'completed',
  yearOfProduction: 2024,
  plannedProductionYear: 2026,
  originalLanguage: 'Japanese',
  typeOfSubtitles: 'closed',
  subtitleLanguage: ['English', 'French'],
  dubbingLanguage: ['English'],
  filmarksUrl: 'https://filmarks.com/movies/12345',
  imdb: 'https://www.imdb.com/title/tt1234567/',
  videoWorkEtc: '4K master available',
  trailerVideoUrl: 'https://www.youtube.com/watch?v=trailer1',
  product_company_id: '5001',
  supplier_name_jp: '株式会社静岡製茶',
  supplier_name_en: 'Shizuoka Tea Co., Ltd.',
  description: '静岡の煎茶です。',
  description_en: 'Sencha from Shizuoka.',
};

const product = (custom: Record<string, unknown>) => ({
  id: '100001',
  code: 'P100001',
  name: '静岡 煎茶',
  name_en: 'Shizuoka Sencha',
  images: ['/images/a.svg', '/images/b.svg'],
  skus: [{ id: '10000101', price_tax_included: 1944 }],
  custom,
});

const apiFor = (custom: Record<string, unknown>) => {
  const api = createFakeApi({
    'POST /items/detail': ok({ items: [product(custom)] }),
    'POST /review/list': ok({ reviews: [], hit: 0 }),
    'POST /recommend/get': ok({ items: [] }),
    'POST /viewedItems/put': ok({}),
    'POST /member/favorite/list': ok({ favorites: [], hit: 0 }),
    'POST /member/follows/list': ok({ supplierIds: [], suppliers: [], hit: 0 }),
    'POST /suppliers/detail': ok({
      supplier: {
        id: '5001',
        code: 'SUP0001',
        name: '株式会社静岡製茶',
        name_en: 'Shizuoka Tea Co., Ltd.',
        prefecture_code: 22,
        prefecture_en: 'Shizuoka',
        region_code: 'chubu',
        business_type: 'food',
        product_count: 12,
      },
    }),
  });
  api.on('POST /customMaster/get', (call) => {
    const system = (call.body as { system_name: string }).system_name;
    const options =
      system === 'prefectures'
        ? [{ code: '22', name: '静岡県', name_en: 'Shizuoka' }]
        : [
            { code: 'haccp', name: 'HACCP', name_en: 'HACCP' },
            { code: 'halal', name: 'ハラール', name_en: 'Halal' },
            { code: 'jas_organic', name: '有機JAS', name_en: 'JAS Organic' },
          ];
    return ok({ options });
  });
  return api;
};

const sectionsOf = () =>
  ['specifications-title', 'export-title', 'videoWork-title', 'links-title'].flatMap((id) => {
    const heading = document.getElementById(id);
    return heading ? [heading.closest('section') as HTMLElement] : [];
  });

const shownLabels = () =>
  sectionsOf().flatMap((section) =>
    within(section)
      .queryAllByRole('term')
      .map((term) => term.textContent),
  );

describe('product detail layout', () => {
  it('shows every label of the product data, with names for codes, and records the view', async () => {
    const api = apiFor(fullCustom);
    renderApp(null, { url: '/show?code=P100001', session: signedInSession, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shizuoka Sencha' })).toBeVisible();
    await screen.findAllByText('Halal');

    // One language per screen: an English page shows the English award only; the free-text
    // place of production is left out beside the country and prefecture it repeats, and the
    // YouTube link's row beside the video card that links it.
    const expected = Object.keys(fullCustom)
      .filter(
        (key) =>
          key in labels && !['awardsJp', 'producingCountriesPref', 'youtubeUrl'].includes(key),
      )
      .map((key) => labels[key as keyof typeof labels]);
    expect(shownLabels().sort()).toEqual([...expected].sort());
    expect(screen.getAllByText('Shizuoka').length).toBeGreaterThan(0);
    expect(screen.getAllByText('¥1,800 (excl. tax)').length).toBeGreaterThan(0);
    expect(screen.getAllByText('JAS Organic').length).toBeGreaterThan(0);
    expect(screen.getAllByText('6 to 12 months (300 days)').length).toBeGreaterThan(0);
    expect(screen.getByText('Sencha from Shizuoka.')).toBeVisible();
    expect(
      screen.getByRole('link', { name: /Watch the product video on YouTube/ }),
    ).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc123');
    expect(api.callsTo('POST /viewedItems/put')[0]?.body).toEqual({ item_id: '100001' });
    expect(api.callsTo('POST /items/detail')[0]?.body).toEqual({ items: 'P100001' });
  });

  // docs/rules/lists-and-requests.md#product-detail-labels: the label is short enough for its
  // column at 1280 px ('Retail price in Japan (excl. tax)' wrapped there), the basis after the
  // amount as the price block says it.
  it.each([
    ['en', 'Retail price in Japan', '¥1,800 (excl. tax)'],
    ['jp', '国内小売価格', '1,800円（税抜）'],
  ] as const)(
    'labels the retail price in Japan with its basis after the amount (%s)',
    async (language, label, value) => {
      renderApp(null, {
        url: '/show?code=P100001',
        session: { ...signedInSession, language },
        locale: language,
        api: apiFor(fullCustom),
      });
      await screen.findByRole('heading', { level: 1 });
      const term = (await screen.findAllByRole('term')).find((t) => t.textContent === label);
      expect(term?.nextElementSibling).toHaveTextContent(value);
      expect(screen.queryByText(/excl\. tax\)$|（税抜）$/, { selector: 'dt' })).toBeNull();
    },
  );

  it('leaves out every label the product does not give, and whole empty sections', async () => {
    const sparse = {
      retailPriceWotax: 900,
      moq: 12,
      hscd: null,
      jancd: '',
      cettifications: [],
      youtubeUrl: null,
      product_company_id: '5001',
      supplier_name_en: 'Shizuoka Tea Co., Ltd.',
    };
    renderApp(null, { url: '/show?code=P100001', session: signedInSession, api: apiFor(sparse) });
    await screen.findByRole('heading', { level: 1, name: 'Shizuoka Sencha' });
    expect(shownLabels().sort()).toEqual([labels.moq, labels.retailPriceWotax].sort());
    expect(document.getElementById('export-title')).toBeNull();
    expect(document.getElementById('videoWork-title')).toBeNull();
    expect(screen.queryByText(labels.hscd)).toBeNull();
    expect(screen.queryByText(labels.jancd)).toBeNull();
  });

  it('never turns a non-web link into a clickable one', async () => {
    const custom = { ...fullCustom, otherUrl1: 'javascript:alert(1)' };
    renderApp(null, { url: '/show?id=100001', session: signedInSession, api: apiFor(custom) });
    await screen.findByRole('heading', { level: 1, name: 'Shizuoka Sencha' });
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
  });

  it('says so when the product does not exist', async () => {
    const api = createFakeApi({ 'POST /items/detail': ok({ items: [] }) });
    renderApp(null, { url: '/show?code=NOPE', session: signedInSession, api });
    expect(
      await screen.findByRole('heading', { level: 1, name: matchingEn.matching.notListed.product }),
    ).toBeInTheDocument();
  });
});
