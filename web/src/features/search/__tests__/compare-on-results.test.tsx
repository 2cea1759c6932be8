import { screen, within } from '@testing-library/react';
import { compareList } from '@/shared/catalog/compare-list';
import { openSearch } from './search-fakes';

describe('comparing from the search results (UI.md: the tray shows on every page with cards)', () => {
  beforeEach(() => {
    localStorage.clear();
    compareList.reload();
  });

  it('shows the tray with the count and the way to the comparison once a card is ticked', async () => {
    const { user, router } = openSearch('/search/searchList?keyword=tea');
    const first = (await screen.findByRole('link', { name: 'Product 1' })).closest('article')!;
    expect(screen.queryByRole('complementary', { name: 'Compare products' })).toBeNull();

    await user.click(within(first as HTMLElement).getByRole('checkbox', { name: 'Compare' }));
    const second = screen.getByRole('link', { name: 'Product 2' }).closest('article')!;
    await user.click(within(second as HTMLElement).getByRole('checkbox', { name: 'Compare' }));

    // One tray, however many grids the page holds, and ticking never leaves the results.
    const trays = screen.getAllByRole('complementary', { name: 'Compare products' });
    expect(trays).toHaveLength(1);
    expect(trays[0]).toHaveTextContent('2 of 4 products chosen for comparison');
    expect(router.state.location.pathname).toBe('/search/searchList');
    await user.click(within(trays[0]!).getByRole('link', { name: 'Compare now' }));
    expect(router.state.location.pathname).toBe('/compare');
  });

  it('goes away when the last product is unticked', async () => {
    const { user } = openSearch('/search/searchList?keyword=tea');
    const card = (await screen.findByRole('link', { name: 'Product 1' })).closest('article')!;
    const box = within(card as HTMLElement).getByRole('checkbox', { name: 'Compare' });
    await user.click(box);
    expect(screen.getByRole('complementary', { name: 'Compare products' })).toBeInTheDocument();
    await user.click(box);
    expect(screen.queryByRole('complementary', { name: 'Compare products' })).toBeNull();
  });
});
