import { screen } from '@testing-library/react';
import { ok, type ApiCall } from '@/testing/fake-api';
import { openSearch, searchBff } from './search-fakes';

describe('"Save this search" on the results page (docs/rules/trade-desk.md#saved-searches)', () => {
  it("saves the page's URL state under a name, the keyword to start with", async () => {
    const api = searchBff();
    api.on('POST /searches/save', (call: ApiCall) =>
      ok({
        search: {
          id: 's1',
          name: (call.body as { name: string }).name,
          query: 'keyword=%3Asake%3A',
          newCount: 0,
          countedAt: null,
          lastOpenedAt: '2026-11-25T14:00:00.000Z',
          createdAt: '2026-11-25T14:00:00.000Z',
        },
      }),
    );
    const { user } = openSearch('/search/searchList?keyword=%3Asake%3A&sort=price_asc', api);
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const name = screen.getByLabelText('Name of the saved search');
    // The keyword bare: the confirmation quotes the name, never a quote within quotes.
    expect(name).toHaveValue('sake');
    await user.clear(name);
    await user.type(name, 'Sake, cheapest first');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved as “Sake, cheapest first”.');
    expect(screen.getByRole('link', { name: 'Saved searches' })).toHaveAttribute(
      'href',
      '/mypage/searches',
    );
    expect(api.callsTo('POST /searches/save')[0]?.body).toEqual({
      name: 'Sake, cheapest first',
      query: 'keyword=%3Asake%3A&sort=price_asc',
    });
  });

  it('starts the name from the keyword and the filters, as the chips name them', async () => {
    const { user } = openSearch('/search/searchList?keyword=sake&category=food-sake', searchBff());
    await screen.findByRole('heading', { name: 'Results for “sake”' });
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    expect(screen.getByLabelText('Name of the saved search')).toHaveValue('sake · Sake');
  });
});
