import { screen, waitFor } from '@testing-library/react';
import type { Supplier } from '@kakehashi/contracts/web';
import { answerCatalogLookups } from '@/testing/catalog-fakes';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

// The supplier page's product heading counts in the page language's brackets: a Japanese page
// writes 「この事業者の商品（1,234）」 with full-width brackets, not 「… (1234)」 with a Latin
// space and half-width ones (UI.md Words: one language per screen).

const supplier: Supplier = {
  id: '5015',
  code: 'SUP0015',
  name: '株式会社原田製茶',
  name_en: 'Harada Tea Co., Ltd.',
  prefecture_code: 15,
  prefecture: '新潟県',
  prefecture_en: 'Niigata',
  region_code: 'chubu',
  business_type: 'food',
  product_count: 1234,
};

const open = (language: 'en' | 'jp') => {
  const api = createFakeApi({ 'POST /suppliers/detail': ok({ supplier }) });
  answerCatalogLookups(api);
  api.on('POST /items/list', ok({ items: [], hit: 1234 }));
  return renderApp(null, {
    url: `/seller?id=${supplier.id}`,
    api,
    session: { ...signedInSession, language },
    locale: language,
  });
};

/** The products heading as the page writes it, once the count is in. */
const productsHeading = async (title: string) => {
  const heading = await screen.findByRole(
    'heading',
    { level: 2, name: new RegExp(`^${title}`) },
    { timeout: 10000 },
  );
  await waitFor(() => expect(heading.querySelector('.section-count')).not.toBeNull(), {
    timeout: 10000,
  });
  return heading.textContent;
};

describe('the count of a supplier’s products', () => {
  it('is in full-width brackets on a Japanese page', async () => {
    open('jp');
    expect(await productsHeading('この事業者の商品')).toBe('この事業者の商品（1,234）');
  });

  it('is in brackets after a space on an English page', async () => {
    open('en');
    expect(await productsHeading('Products of this supplier')).toBe(
      'Products of this supplier (1,234)',
    );
  });
});
