import { screen } from '@testing-library/react';
import { productPageApi, riceProduct } from '@/testing/catalog-fakes';
import { renderApp, signedInSession } from '@/testing/render-app';

// An award in the page's own language is labelled 'Awards' / 「受賞歴」; only the other language's,
// shown where the page's is missing, says which language it is in
// (docs/rules/lists-and-requests.md#product-detail-labels).

const awardsJp = '全国伝統的工芸品公募展 入選';
const awardsEn = 'Selected, National Traditional Crafts Exhibition';

const api = (custom: Record<string, unknown>) => productPageApi(riceProduct(custom));

const awardRows = () =>
  screen
    .getAllByRole('term')
    .filter((term) => /Awards|受賞歴/.test(term.textContent ?? ''))
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe.each([
  [
    'en',
    'Takumi Organic Koshihikari Rice from Kagoshima',
    ['Awards', awardsEn],
    ['Awards (Japanese)', awardsJp],
  ],
  ['jp', '鹿児島 匠 有機コシヒカリ', ['受賞歴', awardsJp], ['受賞歴（英語）', awardsEn]],
] as const)('awards on a %s product page', (language, name, own, other) => {
  const open = (custom: Record<string, unknown>) =>
    renderApp(null, {
      url: '/show?code=P101659',
      session: { ...signedInSession, language },
      locale: language,
      api: api(custom),
    });

  it("are labelled plainly in the page's language", async () => {
    open({ awardsJp, awardsEn });
    await screen.findByRole('heading', { level: 1, name });
    expect(awardRows()).toEqual([own]);
  });

  it('name the other language when only it is given', async () => {
    open(language === 'en' ? { awardsJp } : { awardsEn });
    await screen.findByRole('heading', { level: 1, name });
    expect(awardRows()).toEqual([other]);
  });
});
