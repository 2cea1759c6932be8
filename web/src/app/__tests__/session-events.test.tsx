import { screen, waitFor } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';

describe('session events anywhere in the app', () => {
  it('sends the buyer to login with a notice when any call answers E000-006', async () => {
    const api = createFakeApi({
      'POST /items/list': fail('E000-006', 'Your session has expired.', 401),
    });
    let expired = false;
    api.on('GET /session', () =>
      ok(expired ? { ...signedInSession, signedIn: false, user: null } : signedInSession),
    );
    const expire = () => {
      expired = true;
      return fail('E000-006', 'Your session has expired.', 401);
    };
    // The top page's first product calls (docs/rules/discovery.md#top-page) meet the expiry.
    api.on('POST /items/list', expire);
    api.on('POST /recommend/get', expire);
    api.on('POST /itemRanking/get', expire);
    const { router } = renderApp(null, { url: '/', api });
    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/');
  });

  it('clears the checkout state through the BFF when the buyer leaves a checkout page', async () => {
    const api = createFakeApi({
      'DELETE /checkout/state': ok(null),
      'POST /items/list': ok({ items: [], hit: 0 }),
    });
    const { go } = renderApp(null, { url: '/order/confirm', session: signedInSession, api });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(api.callsTo('DELETE /checkout/state')).toHaveLength(0);
    await go('/');
    await waitFor(() => expect(api.callsTo('DELETE /checkout/state')).toHaveLength(1));
  });
});
