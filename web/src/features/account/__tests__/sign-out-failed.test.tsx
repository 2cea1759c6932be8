import { configure, screen } from '@testing-library/react';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

configure({ asyncUtilTimeout: 15_000 });

// docs/rules/errors-and-messages.md#reset-mail-and-sign-out: E000-002 says the upstream did not
// end the tokens; the BFF has forgotten them anyway, so the browser is signed out all the same.
describe('a failed sign-out (E000-002)', () => {
  it('still lands on the login page signed out', async () => {
    const api = createFakeApi({ 'POST /items/list': ok({ items: [], hit: 0 }) });
    let signedIn = true;
    api.on('GET /session', () =>
      ok(signedIn ? signedInSession : { ...signedInSession, signedIn: false, user: null }),
    );
    api.on('POST /auth/signout', () => {
      signedIn = false;
      return {
        status: 400,
        body: {
          status: 'E000-002',
          data: { signedIn: false },
          message: 'Sign-out failed. Please try again.',
        },
      };
    });
    const { user, router } = renderApp(null, { url: '/', api });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/login');
    expect(screen.getByText('You have logged out.')).toBeInTheDocument();
  });
});
