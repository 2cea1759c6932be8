import { act, screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { clearFatalError, reportFatalError } from '@/app/error/fatal-error-store';

describe('error pages (docs/rules/site-and-pages.md#error-screens)', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // The errors below are on purpose; keep the test output readable.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => clearFatalError());
    consoleError.mockRestore();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp(null, { url: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page at /404_test', async () => {
    renderApp(null, { url: '/404_test' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it('replaces the app with the generic error screen at /500_test', async () => {
    renderApp(null, { url: '/500_test' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Site information' })).not.toBeInTheDocument();
  });

  it('shows the error screen for an error kept before the app started', async () => {
    reportFatalError(new Error('boot failed'));
    renderApp(null, { url: '/reminder' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
  });

  it('replaces a running app when an unhandled error is reported', async () => {
    renderApp(null, { url: '/reminder' });
    await screen.findByRole('heading', { level: 1, name: 'Forgot your email address?' });
    act(() => reportFatalError(new Error('unhandled rejection')));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
  });

  it('shows the error screen in Japanese for a Japanese page', async () => {
    renderApp(null, { url: '/500_test', session: { language: 'jp' }, locale: 'jp' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'エラーが発生しました' }),
    ).toBeInTheDocument();
  });
});
