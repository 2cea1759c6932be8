import { screen, within } from '@testing-library/react';
import type { Supplier } from '@kakehashi/contracts/web';
import { answerCatalogLookups } from '@/testing/catalog-fakes';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

const supplier: Supplier = {
  id: '5015',
  code: 'SUP0015',
  name: '株式会社原田製茶',
  name_en: 'Harada Tea Co., Ltd.',
  prefecture_code: 15,
  prefecture: '新潟県',
  prefecture_en: 'Niigata',
  region_code: 'chubu',
  region: '中部',
  region_en: 'Chubu',
  business_type: 'food',
  product_count: 23,
  established_year: 1852,
  employees: 1200,
  description_en: 'Founded in 1852, a Chubu company in Niigata.',
  certifications: ['haccp', 'halal'],
  export_countries: ['US', 'TW', 'FR'],
  response_rate: 95,
  response_hours: 4,
};

const open = (answer: Supplier, language: 'en' | 'jp' = 'en') => {
  const api = createFakeApi({ 'POST /suppliers/detail': ok({ supplier: answer }) });
  answerCatalogLookups(api);
  api.on('POST /items/list', ok({ items: [], hit: 0 }));
  return renderApp(null, {
    url: `/seller?id=${answer.id}`,
    api,
    session: { ...signedInSession, language },
    locale: language,
  });
};

/** The figure a stat tile shows under its label, with its note. */
const stat = (label: string) => {
  const term = screen.getByText(label, { selector: '.stat__label' });
  return term.closest('.stat')!.textContent;
};

describe('supplier profile (docs/rules/lists-and-requests.md#suppliers)', () => {
  it('shows what builds trust, laid out as a company profile', async () => {
    open(supplier);
    await screen.findByRole('heading', { level: 1, name: 'Harada Tea Co., Ltd.' });
    expect(screen.getByText('Niigata, Chubu region, Japan')).toBeInTheDocument();
    expect(stat('Founded')).toMatch(/^Founded1852\d+ years in business$/);
    expect(stat('Registered products')).toBe('Registered products23products');
    expect(stat('Export markets')).toBe('Export markets3countries exported to');
    expect(stat('Answers requests')).toBe('Answers requests95%usually within 4 hours');
    expect(stat('Employees')).toBe('Employees1,200employees');

    const certifications = screen.getByRole('region', { name: 'Certifications of its products' });
    expect(await within(certifications).findByText('Halal')).toBeInTheDocument();
    expect(within(certifications).getByText('HACCP')).toBeInTheDocument();
    const exports = screen.getByRole('region', { name: 'Export experience' });
    expect(within(exports).getByText('Has exported to 3 countries:')).toBeInTheDocument();
    expect(
      within(exports)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['United States', 'Taiwan', 'France']);
    expect(screen.getByRole('region', { name: 'Company details' })).toHaveTextContent(
      'Founded in 1852',
    );
  });

  // The name in the other language is for documents: it says what it is, in that language.
  it.each([
    ['en', 'Japanese name: 株式会社原田製茶', '株式会社原田製茶', 'ja'],
    ['jp', '英語表記：Harada Tea Co., Ltd.', 'Harada Tea Co., Ltd.', 'en'],
  ] as const)('labels the name in the other language (%s)', async (language, line, other, tag) => {
    open(supplier, language);
    const name = await screen.findByText(other);
    expect(name).toHaveAttribute('lang', tag);
    expect(name.closest('p')).toHaveTextContent(line);
  });

  it('says plainly what is not known yet, in Japanese with Japanese names', async () => {
    open(
      {
        ...supplier,
        certifications: [],
        export_countries: [],
        response_rate: undefined,
        response_hours: undefined,
      },
      'jp',
    );
    await screen.findByRole('heading', { level: 1, name: '株式会社原田製茶' });
    expect(screen.getByText('日本・中部地方・新潟県')).toBeInTheDocument();
    expect(stat('創業')).toMatch(/^創業1852年創業\d+年$/);
    expect(stat('問い合わせへの返信率')).toBe('問い合わせへの返信率—集計中');
    // Every figure with its unit, as 輸出実績's か国・地域.
    expect(stat('登録商品数')).toBe('登録商品数23件');
    expect(stat('従業員数')).toBe('従業員数1,200名');
    expect(screen.getByText('商品の認証はまだ登録されていません。')).toBeInTheDocument();
    expect(screen.getByText('輸出実績はまだ登録されていません。')).toBeInTheDocument();
  });
});
