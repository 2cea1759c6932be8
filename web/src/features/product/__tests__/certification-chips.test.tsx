import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '@/testing/fake-api';
import { productPageApi } from '@/testing/catalog-fakes';
import { renderApp, signedInSession } from '@/testing/render-app';

// A certification is a mark: the product page shows one as a chip, as it shows several and as the
// product cards show them (UI.md "Product card"), not as plain text beside its neighbours' chips.

const apiFor = (custom: Record<string, unknown>) => {
  const api = productPageApi({
    id: '100004',
    code: 'P100004',
    name: '静岡 煎茶',
    name_en: 'Shizuoka Sencha',
    images: [],
    skus: [{ id: '10000401', price_tax_included: 1944 }],
    custom: { supplier_name_en: 'Shizuoka Tea Co., Ltd.', ...custom },
  });
  api.on('POST /customMaster/get', () =>
    ok({
      options: [
        { code: 'halal', name: 'ハラール', name_en: 'Halal' },
        { code: 'haccp', name: 'HACCP', name_en: 'HACCP' },
        { code: 'jas_organic', name: '有機JAS', name_en: 'JAS Organic' },
      ],
    }),
  );
  return api;
};

/** The chips of each row of a fact, in page order (key facts, then the Export section). */
const chipsOf = (fact: string) =>
  Array.from(document.querySelectorAll(`[data-fact="${fact}"] dd`), (value) =>
    within(value as HTMLElement)
      .queryAllByRole('listitem')
      .map((chip) => chip.textContent),
  );

describe.each([
  ['en', 'Shizuoka Sencha', 'Halal', 'JAS Organic'],
  ['jp', '静岡 煎茶', 'ハラール', '有機JAS'],
] as const)('certifications on a %s product page', (language, name, halal, jasOrganic) => {
  const open = (custom: Record<string, unknown>) =>
    renderApp(null, {
      url: '/show?code=P100004',
      session: { ...signedInSession, language },
      locale: language,
      api: apiFor(custom),
    });

  it('shows one certification as a chip, as it shows several', async () => {
    open({ cettifications: ['halal'], cettificationsJapan: ['jas_organic'] });
    await screen.findByRole('heading', { level: 1, name });
    await waitFor(() => expect(chipsOf('cettifications')).toEqual([[halal], [halal]]));
    expect(chipsOf('cettificationsJapan')).toEqual([[jasOrganic], [jasOrganic]]);
  });

  it('shows several certifications as chips', async () => {
    open({ cettifications: ['halal', 'haccp'] });
    await screen.findByRole('heading', { level: 1, name });
    await waitFor(() =>
      expect(chipsOf('cettifications')).toEqual([
        [halal, 'HACCP'],
        [halal, 'HACCP'],
      ]),
    );
  });
});
