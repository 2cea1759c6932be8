import { screen } from '@testing-library/react';
import {
  matchaChocolateProduct,
  productPageApi,
  ricePolisherProduct,
} from '@/testing/catalog-fakes';
import { renderApp, signedInSession } from '@/testing/render-app';

// An outside buyer could not tell what 'per unit' was: P102064 is sold by the 60 g (and 120 g)
// pack, 24 to a case, and its price said '¥2,678 incl. tax, per unit' beside a retail price
// without tax. The price now says what one ordered unit is, and the retail price stands on the
// price's basis, tax included (food: 8 %), its excl.-tax amount after it.

const open = (language: 'en' | 'jp', item: Record<string, unknown>) =>
  renderApp(null, {
    url: `/show?code=${String(item.code)}`,
    session: { ...signedInSession, language },
    locale: language,
    api: productPageApi(item),
  });

const summary = (selector: string) =>
  document.querySelector(`.product-summary ${selector}`)?.textContent;

describe.each([
  [
    'en',
    'Irodori Traditional Matcha Chocolate from Yamanashi',
    'incl. tax, per 60\u00a0g pack',
    'Retail price in Japan (60\u00a0g) ¥4,018 (incl. tax; ¥3,720 excl. tax)',
    'Irodori Commercial Rice Polishing Machine from Miyagi',
    'incl. tax, per machine',
  ],
  [
    'jp',
    '山梨 彩 伝統の抹茶チョコレート',
    '税込・1パック（60g）あたり',
    '国内小売価格（60\u00a0g） 4,018円（税込、税抜3,720円）',
    '宮城 彩 業務用精米機',
    '税込・1台あたり',
  ],
] as const)('the %s product page', (language, name, basis, retail, machine, machineBasis) => {
  it('says what one unit is and the retail price on the same tax basis', async () => {
    const { unmount } = open(language, matchaChocolateProduct());
    await screen.findByRole('heading', { level: 1, name }, { timeout: 20000 });
    expect(summary('.price__pays .price__basis')).toBe(basis);
    expect(summary('.price__retail')).toBe(retail);
    unmount();
    open(language, ricePolisherProduct());
    await screen.findByRole('heading', { level: 1, name: machine }, { timeout: 20000 });
    expect(summary('.price__pays .price__basis')).toBe(machineBasis);
  });
});
