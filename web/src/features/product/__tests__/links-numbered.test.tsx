import { screen, within } from '@testing-library/react';
import { productPageApi, riceProduct } from '@/testing/catalog-fakes';
import { renderApp, signedInSession } from '@/testing/render-app';

// The product's links are numbered among those it gives: with only its second link, the page
// shows 'Link 1' / 「リンク1」, not a 'Link 2' with no 'Link 1' above it (seen on
// /jp/show?code=P101527; docs/rules/lists-and-requests.md#product-detail-labels).

const catalogue = 'https://www.harada-foods.example.jp/catalogue.pdf';
const page = 'https://www.harada-foods.example.jp/rice';

const open = (language: 'en' | 'jp', links: Record<string, string>) =>
  renderApp(null, {
    url: '/show?code=P101659',
    session: { ...signedInSession, language },
    locale: language,
    api: productPageApi(riceProduct(links)),
  });

/** The labels of the 'Video and links' section, once the page shows it. */
const linkLabels = async (section: string) => {
  const heading = await screen.findByRole(
    'heading',
    { level: 2, name: section },
    { timeout: 10000 },
  );
  return within(heading.closest('section')!)
    .getAllByRole('term')
    .map((term) => term.textContent);
};

describe.each([
  ['en', 'Video and links', 'Link 1', 'Link 2'],
  ['jp', '動画とリンク', 'リンク1', 'リンク2'],
] as const)('the links of a %s product page', (language, section, first, second) => {
  it('number a lone second link as the first', async () => {
    open(language, { otherUrl2: catalogue });
    expect(await linkLabels(section)).toEqual([first]);
  });

  it('keep both numbers when both links are given', async () => {
    open(language, { otherUrl1: page, otherUrl2: catalogue });
    expect(await linkLabels(section)).toEqual([first, second]);
  });
});
