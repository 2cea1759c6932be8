import { screen } from '@testing-library/react';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

// A followed supplier's row says what its number counts: '24 products' / 「商品24件」, not a
// bare 「24件」 (docs/rules/lists-and-requests.md#suppliers). Its facts stand apart by space, not
// by a ' · ' that a wrapped line ended on, alone (and Japanese 「食品・飲料」 holds a 「・」 already).

const api = () =>
  createFakeApi({
    'POST /member/follows/list': ok({
      supplierIds: ['5140'],
      suppliers: [
        {
          id: '5140',
          code: 'SUP0140',
          name: '株式会社原田食品',
          name_en: 'Harada Foods Co., Ltd.',
          prefecture_code: 46,
          prefecture: '鹿児島県',
          prefecture_en: 'Kagoshima',
          region_code: 'kyushu',
          business_type: 'food',
          product_count: 24,
        },
      ],
      hit: 1,
    }),
  });

describe.each([
  ['en', 'Harada Foods Co., Ltd.', ['Kagoshima', 'Food and beverages', '24 products']],
  ['jp', '株式会社原田食品', ['鹿児島県', '食品・飲料', '商品24件']],
] as const)('a followed supplier in %s', (language, name, meta) => {
  it('names its prefecture, business type and product count', async () => {
    renderApp(null, {
      url: '/follows',
      api: api(),
      session: { ...signedInSession, language },
      locale: language,
    });
    const row = (await screen.findByRole('link', { name })).closest('li')!;
    const facts = row.querySelector('.list-row__meta')!;
    expect(Array.from(facts.children, (fact) => fact.textContent?.trim())).toEqual(meta);
    expect(facts).toHaveTextContent(meta.join(' '));
    expect(facts.textContent).not.toContain('·');
  });
});
