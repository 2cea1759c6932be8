import { screen, within } from '@testing-library/react';
import { productPageApi, riceProduct } from '@/testing/catalog-fakes';
import { renderApp, signedInSession } from '@/testing/render-app';

// A remark of hashtags (the supplier's tags) reads as tags, as the supplier page shows them:
// as text a phone's narrow column broke 「#青森 #菓子 #オーガニック」 inside a tag ('#' at a line's
// end, 'オーガニック' on the next). Each tag is a chip, which wraps whole.

const open = (remarks: Record<string, string>) =>
  renderApp(null, {
    url: '/show?code=P101659',
    session: { ...signedInSession, language: 'jp' },
    locale: 'jp',
    api: productPageApi(riceProduct(remarks)),
  });

const remarkRow = (key: string) => document.querySelector<HTMLElement>(`[data-fact="${key}"] dd`)!;

describe('the remarks on a product page', () => {
  it('shows a remark of hashtags as chips, one a tag, and any other remark as text', async () => {
    open({ frontRemarks1: '#青森 #菓子　#オーガニック', frontRemarks2: 'サンプルあり #青森' });
    await screen.findByRole('heading', { level: 1, name: '鹿児島 匠 有機コシヒカリ' });
    const chips = within(remarkRow('frontRemarks1')).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['#青森', '#菓子', '#オーガニック']);
    expect(chips.every((chip) => chip.classList.contains('chip'))).toBe(true);
    expect(within(remarkRow('frontRemarks2')).queryByRole('list')).toBeNull();
    expect(remarkRow('frontRemarks2')).toHaveTextContent('サンプルあり #青森');
  });
});
