import { screen } from '@testing-library/react';
import { productPageApi, riceProduct } from '@/testing/catalog-fakes';
import { renderApp, signedInSession } from '@/testing/render-app';

// The product video is linked once: its card in 'Video and links', not again as a bare URL row
// under it (docs/rules/lists-and-requests.md#product-detail-labels).

const youtube = 'https://www.youtube.com/watch?v=SUP0140395';
const other = 'https://www.harada-foods.example.jp/rice';

const api = () => productPageApi(riceProduct({ youtubeUrl: youtube, otherUrl1: other }));

const linksTo = (href: string) =>
  screen.getAllByRole('link').filter((link) => link.getAttribute('href') === href);

describe.each([
  ['en', 'Takumi Organic Koshihikari Rice from Kagoshima', 'Video and links'],
  ['jp', '鹿児島 匠 有機コシヒカリ', '動画とリンク'],
] as const)('the product video on a %s product page', (language, name, section) => {
  it('is linked once, and the other links stay', async () => {
    renderApp(null, {
      url: '/show?code=P101659',
      session: { ...signedInSession, language },
      locale: language,
      api: api(),
    });
    await screen.findByRole('heading', { level: 1, name });
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeVisible();
    expect(linksTo(youtube)).toHaveLength(1);
    expect(linksTo(other)).toHaveLength(1);
  });
});
