import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';
import { requestBff } from './request-fakes';

// docs/rules/errors-and-messages.md#one-press-one-send: the two clicks of a double-click both
// land before React draws the button busy, so they are pressed here without a pause between
// (a pause would let the disabled button refuse the second one and prove nothing).
const pressTwice = (button: HTMLElement) => {
  fireEvent.click(button);
  fireEvent.click(button);
};

/** An answer that waits for `release`, so the call is still out when the second press comes. */
const heldAnswer = (answer: ReturnType<typeof ok>) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    handler: async () => {
      await held;
      return answer;
    },
  };
};

describe('a second press never sends twice', () => {
  it('sends a request to a supplier once on a double-click, and shows it on its way', async () => {
    const api = requestBff();
    const answer = heldAnswer(ok({ id: '42', entryId: 'e1' }));
    api.on('POST /inquiries/put', answer.handler);
    const { user } = renderApp(null, {
      url: '/js_ask_company?id=5001',
      session: signedInSession,
      api,
    });
    await user.type(await screen.findByLabelText(/^Message/), 'Do you ship to Italy?');
    await user.click(screen.getByRole('button', { name: 'Review your request' }));
    pressTwice(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    answer.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your request has been sent' }),
    ).toBeVisible();
    expect(api.callsTo('POST /inquiries/put')).toHaveLength(1);
  });

  it('lets the buyer send again once a send failed', async () => {
    const api = requestBff();
    api.on('POST /inquiries/put', fail('E999-999', 'We could not reach the server.', 502));
    const { user } = renderApp(null, {
      url: '/js_ask_company?id=5001',
      session: signedInSession,
      api,
    });
    await user.type(await screen.findByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Review your request' }));
    pressTwice(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(api.callsTo('POST /inquiries/put')).toHaveLength(1);

    api.on('POST /inquiries/put', ok({ id: '43', entryId: 'e2' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your request has been sent' }),
    ).toBeVisible();
    expect(api.callsTo('POST /inquiries/put')).toHaveLength(2);
  });

  it('signs in once on a double-click of "Log in"', async () => {
    const api = createFakeApi({ 'POST /items/list': ok({ items: [], hit: 0 }) });
    const answer = heldAnswer(ok({ user: signedInSession.user }));
    api.on('POST /auth/signin', answer.handler);
    const { user } = renderApp(null, { url: '/account/login', api });
    await user.type(await screen.findByLabelText(/Email/), 'buyer@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Kakehashi-2026');
    pressTwice(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.callsTo('POST /auth/signin')).toHaveLength(1));
    answer.release();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull());
    expect(api.callsTo('POST /auth/signin')).toHaveLength(1);
  });
});
