import { screen } from '@testing-library/react';
import { messageForCodes } from '@kakehashi/contracts/web';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';
import { FollowToggle } from '../follow-toggle';

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
