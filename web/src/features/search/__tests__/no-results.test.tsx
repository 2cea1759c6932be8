import { screen, within } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { currentQuery, openSearch, searchBff, supplierSearchBff } from './search-fakes';

const openJapanese = (url: string, api: ReturnType<typeof searchBff>) =>
  renderApp(null, {
    url,
    api,
    session: { ...signedInSession, language: 'jp' },
    locale: 'jp',
  });

const emptyState = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('.empty-state') as HTMLElement;

describe('a page past the last one (docs/rules/search.md#past-the-last-page)', () => {
  it('says so on product search and links to the last page and the first, with no pager', async () => {
    const { user, router } = openSearch(
      '/search/searchList?category=food-tea&page=999',
      searchBff(211),
    );
    const notice = await emptyState('Page 999 is past the last page.');
    expect(notice).toHaveTextContent('These results end at page 11.');
    expect(notice).not.toHaveTextContent(/filter|spelling/i);
    expect(within(notice).queryByRole('button')).toBeNull();
    expect(within(notice).getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/search/searchList?category=food-tea',
    );
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.queryByText('Next')).toBeNull();
    await user.click(within(notice).getByRole('link', { name: 'Go to the last page (11)' }));
    expect(currentQuery(router).page).toBe(11);
    expect(await screen.findByRole('link', { name: 'Product 201' })).toBeInTheDocument();
  });

  it('says it in Japanese on a Japanese page', async () => {
    openJapanese('/search/searchList?keyword=tea&page=999', searchBff(211));
    const notice = await emptyState('999ページ目はありません。');
    expect(notice).toHaveTextContent('この検索結果は11ページ目までです。');
    expect(
      within(notice).getByRole('link', { name: '最後のページ（11ページ目）へ' }),
    ).toHaveAttribute('href', '/search/searchList?keyword=tea&page=11');
    expect(within(notice).getByRole('link', { name: '1ページ目へ' })).toBeInTheDocument();
    expect(notice.textContent).not.toMatch(/[A-Za-z]{3}/);
  });

  it('says so on supplier search, keeping the keyword and filters in its links', async () => {
    openSearch('/search/searchSupplier?keyword=tea&page=9&exported=1', supplierSearchBff(45));
    const notice = await emptyState('Page 9 is past the last page.');
    expect(notice).toHaveTextContent('These results end at page 3.');
    expect(within(notice).getByRole('link', { name: 'Go to the last page (3)' })).toHaveAttribute(
      'href',
      '/search/searchSupplier?keyword=tea&page=3&exported=1',
    );
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.queryByText(/No suppliers/)).toBeNull();
  });

  it('offers page 1 alone when the results fit on one page', async () => {
    openSearch('/search/searchSupplier?keyword=tea&page=999', supplierSearchBff(9));
    const notice = await emptyState('Page 999 is past the last page.');
    expect(notice).toHaveTextContent('All of these results are on page 1.');
    expect(
      within(notice)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Go to page 1']);
  });
});

describe('no results names filters only when one is set (docs/rules/search.md#no-results)', () => {
  it('a product keyword alone: no filters in the words, spelling advice', async () => {
    openSearch('/search/searchList?keyword=xyzzyqq', searchBff(0));
    const empty = await emptyState('No products match “xyzzyqq”.');
    expect(empty).toHaveTextContent('Check the spelling');
    expect(empty).not.toHaveTextContent(/filter/i);
    expect(screen.getByRole('button', { name: 'Filters (0)' })).toBeInTheDocument();
  });

  it('a product keyword alone in Japanese: no 条件', async () => {
    openJapanese('/search/searchList?keyword=xyzzyqq', searchBff(0));
    const empty = await emptyState('「xyzzyqq」に合う商品はありません。');
    expect(empty).toHaveTextContent('表記を確かめる');
    expect(empty).not.toHaveTextContent('条件');
  });

  it('a supplier keyword alone: no filters in the words, and real ways on', async () => {
    const { user, router } = openSearch(
      '/search/searchSupplier?keyword=xyzzyqq',
      supplierSearchBff(0),
    );
    const empty = await emptyState('No suppliers match “xyzzyqq”.');
    expect(empty).not.toHaveTextContent(/filter/i);
    expect(screen.getByRole('button', { name: 'Filters (0)' })).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Browse suppliers by region' })).toHaveAttribute(
      'href',
      '/search_index_supplier',
    );
    await user.click(within(empty).getByRole('button', { name: 'Search without the keyword' }));
    expect(currentQuery(router).keyword).toBeUndefined();
  });

  it('a supplier keyword with filters says "with these filters" and clears them', async () => {
    const { user, router } = openSearch(
      '/search/searchSupplier?keyword=xyzzyqq&region=chubu&exported=1&businessType=food',
      supplierSearchBff(0),
    );
    const empty = await emptyState('No suppliers match “xyzzyqq” with these filters.');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'Clear all filters' }));
    const params = new URLSearchParams(router.state.location.search);
    expect([...params.keys()]).toEqual(['keyword', 'region']);
    await user.click(
      within(await emptyState('No suppliers match “xyzzyqq”.')).getByRole('button', {
        name: 'Search all of Japan',
      }),
    );
    expect(router.state.location.search).toBe('?keyword=xyzzyqq');
  });

  it('a supplier keyword alone in Japanese', async () => {
    openJapanese('/search/searchSupplier?keyword=xyzzyqq', supplierSearchBff(0));
    const empty = await emptyState('「xyzzyqq」に合う事業者はありません。');
    expect(empty).not.toHaveTextContent('条件');
    expect(within(empty).getByRole('link', { name: '地域から事業者をさがす' })).toBeInTheDocument();
  });
});

describe('supplier filters on a phone (UI.md "Search results")', () => {
  it('wait behind "Filters (n)", a sheet that says how many suppliers it shows and closes on Escape', async () => {
    const { user } = openSearch(
      '/search/searchSupplier?keyword=tea&exported=1',
      supplierSearchBff(9),
    );
    const toggle = await screen.findByRole('button', { name: 'Filters (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sheet = screen.getByRole('complementary', { name: 'Filters' });
    expect(sheet).toHaveClass('is-open');
    expect(within(sheet).getByRole('checkbox', { name: 'Has exported' })).toBeChecked();
    expect(within(sheet).getByRole('button', { name: 'Show 9 suppliers' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
