import { screen, waitFor } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';
import { resetSignupDraft } from '../lib/signup-draft';

beforeEach(() => resetSignupDraft());

describe('policy agreement pages', () => {
  it('needs the consent tick before going on from the terms', async () => {
    const { user, router } = renderApp(null, { url: '/account/buyer_policy' });
    await user.click(await screen.findByRole('button', { name: 'Agree and continue' }));
    expect(await screen.findByText('Please agree to the Terms of Use.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/buyer_policy');
  });

  it('leads from terms to privacy policy to the sign-up form, which does not ask again', async () => {
    const { user, router } = renderApp(null, { url: '/account/buyer_policy' });
    await user.click(
      await screen.findByLabelText('I have read and agree to the Terms of Use. Required'),
    );
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
    await user.click(
      screen.getByLabelText('I have read and agree to the Privacy Policy. Required'),
    );
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buyer registration' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/buyer_signup');
    // Agreed once on each page: the form says so instead of asking again.
    expect(
      screen.getByText(
        'You agreed to the Terms of Use and the Privacy Policy on the previous pages.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /agree to the/ })).toBeNull();
  });

  it('shows the terms to read at /buyer_policy without a form', async () => {
    renderApp(null, { url: '/buyer_policy' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Use for Buyers' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('lets a signed-in buyer agree to both policies at /agree and continue', async () => {
    const api = createFakeApi({ 'POST /items/list': ok({ items: [], hit: 0 }) });
    const { user, router } = renderApp(null, {
      url: '/agree?redirect=%2Ffavorites',
      session: signedInSession,
      api,
    });
    await user.click(await screen.findByRole('button', { name: 'Agree and continue' }));
    expect(await screen.findByText('Please agree to the Privacy Policy.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('I have read and agree to the Terms of Use. Required'));
    await user.click(
      screen.getByLabelText('I have read and agree to the Privacy Policy. Required'),
    );
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
  });

  it('shows the cookie notice to signed-in buyers', async () => {
    renderApp(null, { url: '/account/cookie-auth', session: signedInSession });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Please enable cookies' }),
    ).toBeInTheDocument();
  });
});
