import { act, screen } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { requestBff } from './request-fakes';

// docs/rules/lists-and-requests.md#drafts: the review step is its own history entry, and what
// was typed survives a reload of the tab until the request is sent. The phone's Back from the
// review used to leave for the supplier's page, and Forward or a reload gave an empty form.
const url = '/js_ask_company?id=5001';
const open = (at = url) =>
  renderApp(null, { url: at, session: signedInSession, api: requestBff() });
const checkHeading = () => screen.findByRole('heading', { level: 1, name: 'Check your request' });

describe('a request draft', () => {
  it('comes back filled with Back from the review, and Forward shows the review again', async () => {
    const { user, router } = open();
    await user.type(await screen.findByLabelText(/^Message/), 'Do you ship to Italy?');
    await user.click(screen.getByRole('button', { name: 'Review your request' }));
    expect(await checkHeading()).toBeVisible();
    expect(router.state.location.search).toBe('?id=5001&step=review');

    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText(/^Message/)).toHaveValue('Do you ship to Italy?');
    await act(() => router.navigate(1));
    expect(await checkHeading()).toBeVisible();
    expect(screen.getByText('Do you ship to Italy?')).toBeVisible();
  });

  it('survives a reload, on the form and on the review, and is gone once sent', async () => {
    const first = open();
    await first.user.type(await screen.findByLabelText(/^Message/), 'Samples first, please.');
    first.unmount();

    const typed = open();
    expect(await screen.findByLabelText(/^Message/)).toHaveValue('Samples first, please.');
    await typed.user.click(screen.getByRole('button', { name: 'Review your request' }));
    expect(await checkHeading()).toBeVisible();
    typed.unmount();

    const reviewed = open(`${url}&step=review`);
    expect(await checkHeading()).toBeVisible();
    expect(await screen.findByText('Samples first, please.')).toBeVisible();
    await reviewed.user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your request has been sent' }),
    ).toBeVisible();
    reviewed.unmount();

    open();
    expect(await screen.findByLabelText(/^Message/)).toHaveValue('');
  });

  // The confirmation used to live on `?step=review` in memory only: a reload showed the empty
  // form, and the buyer, thinking it lost, sent it again.
  it('once sent, keeps its confirmation and reference through a reload, and Back never resends', async () => {
    const api = requestBff();
    const sent = renderApp(null, { url, session: signedInSession, api });
    await sent.user.type(await screen.findByLabelText(/^Message/), 'Do you ship to Italy?');
    await sent.user.click(screen.getByRole('button', { name: 'Review your request' }));
    await sent.user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your request has been sent' }),
    ).toBeVisible();
    expect(sent.router.state.location.search).toBe('?id=5001&step=sent');

    await act(() => sent.router.navigate(-1));
    expect(await screen.findByLabelText(/^Message/)).toHaveValue('');
    await act(() => sent.router.navigate(1));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your request has been sent' }),
    ).toBeVisible();
    sent.unmount();

    renderApp(null, { url: `${url}&step=sent`, session: signedInSession, api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your request has been sent' }),
    ).toBeVisible();
    expect(await screen.findByText('42')).toBeVisible();
    expect(api.callsTo('POST /inquiries/put')).toHaveLength(1);
  });
});
