import { screen, within } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { searchBff } from './search-fakes';

// The transport temperature filter names a range as the product page and the comparison do
// (docs/rules/search.md#filters): 'Ambient (dry)' / 「常温」, not 'Dry (ambient)' in one place only.

describe.each([
  ['en', 'Transport temperature', 'Ambient (dry)'],
  ['jp', '輸送温度帯', '常温'],
] as const)('the temperature filter in %s', (language, title, ambient) => {
  it('names the ambient range as the product page does', async () => {
    renderApp(null, {
      url: '/search/searchList?keyword=tea',
      api: searchBff(),
      session: { ...signedInSession, language },
      locale: language,
    });
    const group = await screen.findByRole('group', { name: title });
    expect(within(group).getByRole('checkbox', { name: ambient })).toBeVisible();
  });
});
