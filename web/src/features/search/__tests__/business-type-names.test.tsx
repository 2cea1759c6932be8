import { screen, within } from '@testing-library/react';
import type { Supplier } from '@kakehashi/contracts/web';
import { answerCatalogLookups } from '@/testing/catalog-fakes';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

// A business type has one name on every screen (docs/rules/lists-and-requests.md#suppliers):
// the supplier results' filter and cards say what the supplier page says.

const supplier: Supplier = {
  id: '5024',
  code: 'SUP0024',
  name: '株式会社青木工房',
  name_en: 'Aoki Atelier Co., Ltd.',
  prefecture_code: 24,
  region_code: 'kinki',
  business_type: 'goods',
  product_count: 12,
};

const fakeBff = () => {
  const api = createFakeApi({
    'POST /suppliers/search': ok({ suppliers: [supplier], hit: 1 }),
    'POST /suppliers/detail': ok({ supplier }),
  });
  answerCatalogLookups(api);
  api.on('POST /items/list', ok({ items: [], hit: 0 }));
  return api;
};

const open = (url: string, language: 'en' | 'jp') =>
  renderApp(null, {
    url,
    api: fakeBff(),
    session: { ...signedInSession, language },
    locale: language,
  });

describe.each([
  ['en', 'Aoki Atelier Co., Ltd.', 'Business type', 'Consumer goods'],
  ['jp', '株式会社青木工房', '業種', '雑貨・日用品'],
] as const)('business type names in %s', (language, name, title, goods) => {
  it('the supplier results name it as the filter does', async () => {
    open('/search_index_supplier_result?keyword=atelier', language);
    const card = (await screen.findByRole('link', { name: new RegExp(name) })).closest(
      'li, article',
    )!;
    expect(within(card as HTMLElement).getByText(goods)).toBeInTheDocument();
    const filter = screen.getByRole('group', { name: title });
    expect(within(filter).getByRole('radio', { name: goods })).toBeInTheDocument();
  });

  it('the supplier page names it the same way', async () => {
    open(`/seller?id=${supplier.id}`, language);
    await screen.findByRole('heading', { level: 1, name });
    const term = screen.getByText(title, { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent(goods);
  });
});
