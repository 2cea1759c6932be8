import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { phrasesOf } from '@/testing/phrases';
import { FactList } from '../components/fact-list';

// The product page's spec labels (docs/rules/lists-and-requests.md#product-detail-labels) read on
// one line where the page has room: in a fixed 2:3 label column 'Country or region of production'
// and 'Minimum order quantity (MOQ)' wrapped at 1280 px, and at 390 px 「カラーバリエーション」 broke
// inside the word. The column now takes its longest label, up to a share of the list; jsdom lays
// nothing out, so the test reads the stylesheet's rules. The gallery's "No image" is sized for the
// frame it fills.
const css = fs.readFileSync(path.resolve(__dirname, '../../../app/styles/matching.css'), 'utf8');
const rulesFor = (selector: string) =>
  [
    ...css.matchAll(
      new RegExp(`(?:^|\\n)\\s*${selector.replace(/\./g, '\\.')} \\{([^}]*)\\}`, 'g'),
    ),
  ].map((m) => m[1]!.replace(/\s+/g, ' ').trim());

describe('the product page’s spec labels', () => {
  it('size their column to the longest label, on wide screens and phones alike', () => {
    expect(rulesFor('.product-page .fact-list')).toEqual([
      'grid-template-columns: fit-content(55%) minmax(0, 1fr);',
      'grid-template-columns: fit-content(45%) minmax(0, 1fr);',
    ]);
    // The phone's rule is the one inside the phone block.
    const phoneBlock = css.slice(css.lastIndexOf('@media (max-width: 768px)'));
    expect(phoneBlock).toContain('fit-content(45%)');
  });

  it('break a Japanese label between phrases only', async () => {
    renderApp(
      <FactList facts={[{ key: 'colorVariation', value: '朱・藍', list: ['朱', '藍'] }]} />,
      { url: '/show', locale: 'jp', session: { language: 'jp' } },
    );
    const label = await screen.findByText(
      (_, element) => element?.tagName === 'DT' && element.textContent === 'カラーバリエーション',
    );
    await waitFor(() => expect(phrasesOf(label)).toEqual(['カラーバリエーション']));
  });

  it('leave an English label as it is', async () => {
    renderApp(
      <FactList facts={[{ key: 'colorVariation', value: 'Vermilion', list: ['Vermilion'] }]} />,
      { url: '/show' },
    );
    const label = await screen.findByText('Colour variations', { selector: 'dt' });
    expect(label.querySelector('.phrase')).toBeNull();
  });
});

// The gallery's "No image" is the one note every frame shows (catalog.css): no rule of its own.
describe('the gallery’s "No image"', () => {
  it('has no size of its own', () => {
    expect(rulesFor('.gallery__main .product-image__none')).toEqual([]);
  });
});
