import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import type { Item } from '@kakehashi/contracts/web';
import { renderApp } from '@/testing/render-app';
import { ProductCard } from '../product-card';

// UI.md "Prices": the price the buyer pays leads, labelled with its tax basis and unit; the
// retail price in Japan is second and labelled as such.
const item: Item = {
  id: 'i1',
  code: 'P1',
  name: '煎茶',
  name_en: 'Sencha',
  skus: [
    { id: 's1', price_tax_included: 1080 },
    { id: 's2', price_tax_included: 2160 },
  ],
  price_tax_included: 1080,
  custom: { moq: 12, retailPriceWotax: 1500 },
};

describe('the price block of a product card', () => {
  it('leads with the price paid, labelled, then the MOQ and the labelled retail price (en)', () => {
    renderApp(<ProductCard item={item} />);
    expect(screen.getByText('¥1,080')).toBeInTheDocument();
    expect(screen.getByText('from')).toBeInTheDocument();
    expect(screen.getByText('incl. tax, per unit')).toBeInTheDocument();
    expect(document.querySelector('.price__retail')).toHaveTextContent(
      'Retail price in Japan ¥1,650 incl. tax (¥1,500 excl. tax)',
    );
    const texts = [...document.querySelectorAll('.price p')].map((p) => p.textContent);
    expect(texts).toEqual(['from ¥1,080 incl. tax, per unit', 'MOQ 12 units', expect.any(String)]);
  });

  it('says the same in Japanese', () => {
    renderApp(<ProductCard item={{ ...item, skus: [item.skus[0]!] }} />, { locale: 'jp' });
    expect(screen.getByText('1,080円')).toBeInTheDocument();
    expect(screen.getByText('税込・1個あたり')).toBeInTheDocument();
    expect(document.querySelector('.price__retail')).toHaveTextContent(
      '国内小売価格 1,650円（税込）（税抜1,500円）',
    );
    expect(screen.queryByText('〜')).toBeNull();
  });

  it('marks the lowest of several prices after the amount in Japanese: 「1,080円〜」', () => {
    renderApp(<ProductCard item={item} />, { locale: 'jp' });
    const texts = [...document.querySelectorAll('.price p')].map((p) => p.textContent);
    expect(texts).toEqual(['1,080円〜 税込・1個あたり', '最小発注数量 12個', expect.any(String)]);
  });

  // A narrow card broke the retail line inside its basis ('¥10,410 (excl. / tax)' at 1280 px,
  // 「3,360円／（税抜）」 at 390 px): each amount and its basis is one unbreakable piece, a line
  // breaks only before an amount.
  it.each([
    ['en', 'Retail price in Japan', ['¥1,650 incl. tax', '(¥1,500 excl. tax)'], ' '],
    ['jp', '国内小売価格', ['1,650円（税込）', '（税抜1,500円）'], ''],
  ] as const)('keeps each retail amount with its tax basis (%s)', (locale, label, amounts, gap) => {
    renderApp(<ProductCard item={item} />, { locale });
    const retail = document.querySelector('.price__retail')!;
    const pieces = [...retail.querySelectorAll('.price__retail-amount')].map((p) => p.textContent);
    expect(pieces).toEqual(amounts);
    expect(retail.textContent).toBe(`${label} ${amounts.join(gap)}`);
    const css = fs.readFileSync(path.resolve(__dirname, '../../../app/styles/price.css'), 'utf8');
    expect(css).toMatch(/\.price__retail-amount \{\s*white-space: nowrap;/);
  });

  // docs/rules/discovery.md#product-card: beside '¥832' the basis fitted, under 'from ¥1,966' it
  // wrapped, so a grid row's MOQ and retail lines sat at different heights (/seller?id=5099 at
  // 1280 px): in a card the basis always takes a line of its own under the amount.
  it('puts the tax basis on a line of its own in every card', () => {
    renderApp(<ProductCard item={item} />);
    const basis = screen.getByText('incl. tax, per unit');
    expect(basis.parentElement).toHaveClass('price__pays');
    expect(basis.closest('.product-card')).not.toBeNull();
    const css = fs.readFileSync(path.resolve(__dirname, '../../../app/styles/price.css'), 'utf8');
    expect(css).toMatch(/\.product-card \.price__pays > \.price__basis \{\s*flex-basis: 100%;/);
  });
});
