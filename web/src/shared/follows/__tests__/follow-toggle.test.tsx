import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { messageForCodes } from '@kakehashi/contracts/web';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';
import { siteSettingsData } from '@/testing/catalog-fakes';
import { useSiteSettings } from '@/shared/site/api/site-settings';
import { FollowToggle } from '../follow-toggle';

/** The frame's search reads the site settings on every page: a lone toggle has them cached so. */
function WithSiteSettings({ children }: { children: ReactNode }) {
  useSiteSettings();
  return <>{children}</>;
}

const list = (ids: string[]) => ok({ supplierIds: ids, suppliers: [], hit: ids.length });

describe('the follow toggle', () => {
  it("turns 'Follow' into 'Followed' at once and asks the BFF to add just that supplier", async () => {
    const api = createFakeApi({ 'POST /member/follows/list': list([]) });
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    api.on('POST /member/follows/addDelete', () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderApp(<FollowToggle supplierId="5001" supplierName="Nakamura Foods" />, {
      url: '/x',
      session: signedInSession,
      api,
    });
    await user.click(await screen.findByRole('button', { name: 'Follow: Nakamura Foods' }));
    // Before the BFF answers, the new state already shows.
    expect(screen.getByRole('button', { name: 'Followed: Nakamura Foods' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.callsTo('POST /member/follows/addDelete')[0]?.body).toEqual({
      supplierId: '5001',
      follow: true,
    });
    api.on('POST /member/follows/list', list(['5001']));
    answer(ok({ followed: true, supplierIds: ['5001'] }));
    expect(await screen.findByRole('button', { name: 'Followed: Nakamura Foods' })).toBeVisible();
  });

  it('rolls back and shows the mapped message when the BFF refuses', async () => {
    const api = createFakeApi({
      'POST /member/follows/list': list(['5001']),
      'POST /member/follows/addDelete': fail('E999-999', 'We could not reach the server.', 502),
    });
    const { user } = renderApp(<FollowToggle supplierId="5001" supplierName="Nakamura Foods" />, {
      url: '/x',
      session: signedInSession,
      api,
    });
    await user.click(await screen.findByRole('button', { name: 'Followed: Nakamura Foods' }));
    await user.click(screen.getByRole('button', { name: 'Yes, unfollow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(screen.getByRole('button', { name: 'Followed: Nakamura Foods' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.callsTo('POST /member/follows/addDelete')[0]?.body).toEqual({
      supplierId: '5001',
      follow: false,
    });
  });

  it('says a refusal in the language the buyer switches to (UI.md "One language per screen")', async () => {
    const api = createFakeApi({
      'POST /site/get': ok({
        ...siteSettingsData(),
        error_messages: {
          ja: { 'E040-001': 'この事業者はフォローできません。' },
          en: { 'E040-001': 'You cannot follow this supplier.' },
        },
      }),
      'POST /member/follows/list': list([]),
      'POST /member/follows/addDelete': fail(
        'E040-001',
        'この事業者はフォローできません。 [E040-001]',
      ),
    });
    const { user, i18n } = renderApp(
      <WithSiteSettings>
        <FollowToggle supplierId="5001" supplierName="中村食品" />
      </WithSiteSettings>,
      { url: '/x', session: { ...signedInSession, language: 'jp' }, locale: 'jp', api },
    );
    await user.click(await screen.findByRole('button', { name: /フォロー/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('この事業者はフォローできません。');
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('You cannot follow this supplier.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('[E040-001]');
  });

  it("asks before unfollowing: a press on 'Followed' alone changes nothing, Cancel keeps it", async () => {
    const api = createFakeApi({ 'POST /member/follows/list': list(['5001']) });
    const { user } = renderApp(<FollowToggle supplierId="5001" supplierName="Nakamura Foods" />, {
      url: '/x',
      session: signedInSession,
      api,
    });
    await user.click(await screen.findByRole('button', { name: 'Followed: Nakamura Foods' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Stop following “Nakamura Foods”?' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Followed: Nakamura Foods' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.callsTo('POST /member/follows/addDelete')).toEqual([]);
  });

  it('shows the E028-901 message without any call when signed out', async () => {
    const api = createFakeApi();
    const { user } = renderApp(<FollowToggle supplierId="5001" supplierName="Nakamura Foods" />, {
      url: '/x',
      api,
    });
    await user.click(await screen.findByRole('button', { name: 'Follow: Nakamura Foods' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messageForCodes(['E028-901'], 'en'));
    expect(api.calls.filter((call) => call.url.startsWith('/member/'))).toEqual([]);
    expect(screen.getByRole('button', { name: 'Follow: Nakamura Foods' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
