import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';

// UI.md's footer carries the language switch too (docs/rules/site-and-pages.md#languages).
describe("the footer's language choice", () => {
  it('links the other language under its prefix and switches in place, as the header does', async () => {
    const { user, api, router } = renderApp(null, { url: '/reminder?from=mail' });
    await screen.findByRole('heading', { level: 1, name: 'Forgot your email address?' });
    const footer = screen.getByRole('contentinfo');
    const languages = within(footer).getByRole('list', { name: 'Language' });
    expect(within(languages).getByText('English')).toHaveAttribute('aria-current', 'true');
    expect(within(languages).queryByRole('link', { name: 'English' })).toBeNull();
    const japanese = within(languages).getByRole('link', { name: '日本語' });
    expect(japanese).toHaveAttribute('href', '/jp/reminder?from=mail');
    expect(japanese).toHaveAttribute('hreflang', 'ja');
    expect(japanese.closest('li')).toHaveAttribute('lang', 'ja');

    await user.click(japanese);
    expect(
      await screen.findByRole('heading', { level: 1, name: '登録メールアドレスをお忘れの方' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reminder');
    expect(api.callsTo('PUT /language').map((call) => call.body)).toEqual([{ language: 'jp' }]);
    const now = within(screen.getByRole('contentinfo')).getByRole('list', { name: '言語' });
    expect(within(now).getByText('日本語')).toHaveAttribute('aria-current', 'true');
    expect(within(now).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/reminder?from=mail',
    );
    // The header's switch stays the one pair of buttons.
    expect(screen.getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'true');
  });
});
