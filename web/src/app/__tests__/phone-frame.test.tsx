import { configure, screen, within } from '@testing-library/react';
import { answerCatalogLookups } from '@/testing/catalog-fakes';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

configure({ asyncUtilTimeout: 15_000 });

describe('header menu and bottom bar (UI.md "Frame")', () => {
  const open = (url = '/faq_question') => {
    const api = createFakeApi();
    answerCatalogLookups(api);
    api.on(
      'POST /category/trees',
      ok({
        trees: [
          {
            code: 'food',
            name: '食品',
            name_en: 'Food',
            parent_code: null,
            item_count: 5,
            children: [
              {
                code: 'food-tea',
                name: '日本茶',
                name_en: 'Japanese Tea',
                parent_code: 'food',
                item_count: 5,
                children: [],
              },
            ],
          },
        ],
      }),
    );
    return renderApp(null, { url, api, session: signedInSession });
  };

  it('opens and closes the menu with its button, and closes it on a page change', async () => {
    const { user } = open();
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Language and account' });
    expect(menu).toHaveClass('is-open');
    await user.click(within(menu).getByRole('link', { name: /Favourites/ }));
    expect(
      await screen.findByRole('button', { name: 'Menu', expanded: false }),
    ).toBeInTheDocument();
  });

  it('has a bottom bar with the main places and a category bar', async () => {
    open();
    const bar = await screen.findByRole('navigation', { name: 'Main sections' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Search', 'Favourites', 'Follows', 'Account']);
    const categories = await screen.findByRole('navigation', { name: 'Product categories' });
    expect(await within(categories).findByRole('link', { name: 'Japanese Tea' })).toHaveAttribute(
      'href',
      '/search/searchList?category=food-tea',
    );
  });
});
