import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { builtinMessageTables, shopUnreachableCode, StatusCode } from '@kakehashi/contracts/web';
import { useSiteSettings } from '@/shared/site/api/site-settings';
import { siteSettingsData } from '@/testing/catalog-fakes';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';
import { ErrorNotice } from '../error-notice';

/** The frame's search reads the site settings on every page; a lone alert has them cached so. */
function WithSiteSettings({ children }: { children: ReactNode }) {
  useSiteSettings();
  return <>{children}</>;
}

// The gateway's own codes in the tables site/get serves (bff/src/platform/http/status-messages.ts:
// withGatewayWordings), worded by the contracts' one table the gateway answers them from.
const renderInJapanese = (message: string) =>
  renderApp(
    <WithSiteSettings>
      <ErrorNotice message={message} />
    </WithSiteSettings>,
    {
      url: '/login',
      api: createFakeApi({
        'POST /site/get': ok({ ...siteSettingsData(), error_messages: builtinMessageTables }),
      }),
      session: { ...signedInSession, language: 'jp' },
      locale: 'jp',
    },
  );

describe('the gateway\'s own codes after a language switch (UI.md "One language per screen")', () => {
  it('words a Japanese E000-429 in English with its wait kept', async () => {
    // As the gateway answers a Japanese buyer's fourth wrong sign-in.
    const { i18n } = renderInJapanese(
      '試行回数が上限に達しました。14分後に再度お試しください。 [E000-429]',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('14分後に再度お試しください');
    await act(() => i18n.changeLanguage('en'));
    expect(
      await screen.findByText('Too many attempts. Try again in 14 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`[${StatusCode.tooManyRequests}]`);
  });

  it('words a Japanese E000-521 in English', async () => {
    const { i18n } = renderInJapanese(
      `${builtinMessageTables.ja[shopUnreachableCode]} [${shopUnreachableCode}]`,
    );
    await act(() => i18n.changeLanguage('en'));
    expect(
      await screen.findByText(/^Kakehashi cannot reach the shop service right now\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent('かけはし');
  });
});
