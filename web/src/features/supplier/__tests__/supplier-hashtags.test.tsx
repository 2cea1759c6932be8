import { screen, within } from '@testing-library/react';
import type { Supplier } from '@kakehashi/contracts/web';
import { answerCatalogLookups } from '@/testing/catalog-fakes';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

// The upstream answers a supplier's hashtags in the session language only (docs/upstream.md#languages):
// the fake BFF answers in the language last stored through PUT /language, as the real one does.
const supplier = (japanese: boolean): Supplier => ({
  id: '5015',
  code: 'SUP0015',
  name: '株式会社原田製茶',
  name_en: 'Harada Tea Co., Ltd.',
  prefecture_code: 15,
  region_code: 'chubu',
  business_type: 'food',
  product_count: 23,
  hashtags: japanese ? ['#新潟', '#日本茶', '#輸出'] : ['#Niigata', '#TeaCo', '#Export'],
});

describe("a supplier's hashtags", () => {
  it('are shown in the page language, read again after a language switch', async () => {
    const api = createFakeApi();
    const stored = () =>
      (api.callsTo('PUT /language').at(-1)?.body as { language?: string } | undefined)?.language;
    api.on('POST /suppliers/detail', () => ok({ supplier: supplier(stored() === 'jp') }));
    answerCatalogLookups(api);
    api.on('POST /items/list', ok({ items: [], hit: 0 }));
    const { user } = renderApp(null, {
      url: '/seller?id=5015',
      api,
      session: signedInSession,
    });
    const details = await screen.findByRole('region', { name: 'Company details' });
    expect(within(details).getByText('#Niigata')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '日本語' }));
    const japanese = await screen.findByRole('region', { name: '企業紹介' });
    expect(await within(japanese).findByText('#日本茶')).toBeInTheDocument();
    expect(within(japanese).queryByText('#Niigata')).not.toBeInTheDocument();
  });
});
