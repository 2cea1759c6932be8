import { configure, screen, waitFor, within } from '@testing-library/react';
import { emptyRegistrationForm, type RegistrationForm } from '@kakehashi/contracts/web';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok, type FakeApi } from '@/testing/fake-api';
import { resetSignupDraft, updateSignupDraft } from '../lib/signup-draft';

configure({ asyncUtilTimeout: 15_000 });

/** docs/rules/accounts.md#sign-up-on-a-two-factor-site: the complete step asks for the mailed code. */
beforeEach(() => resetSignupDraft());

const authMode = 'email_two_factor_authentication';
const signedOut = { ...signedInSession, signedIn: false, user: null, authMode } as const;
const email = 'new.buyer@example.com';

/** A two-factor site's BFF: sign-up mails a code; the session is signed in once verify succeeds. */
const twoFactorBff = (verify: ReturnType<typeof ok>): FakeApi => {
  const api = createFakeApi({
    'POST /account/signup': ok({
      signedIn: false,
      verificationRequired: true,
      user: { id: 'u-9', email },
    }),
  });
  let signedIn = false;
  api.on('GET /session', () => ok(signedIn ? { ...signedInSession, authMode } : signedOut));
  api.on('POST /auth/verify', () => {
    if (verify.status === 200) signedIn = true;
    return verify;
  });
  return api;
};

/** Registers from the confirm page, as a buyer who filled the form. */
const register = async (api: FakeApi) => {
  updateSignupDraft({
    form: { ...emptyRegistrationForm(), email, password: 'Trade2026ok' } as RegistrationForm,
  });
  const rendered = renderApp(null, { url: '/account/buyer_confirm_signup', api });
  await rendered.user.click(await screen.findByRole('button', { name: 'Register' }));
  await screen.findByRole('heading', { level: 1, name: 'Registration complete' });
  return rendered;
};

describe('sign-up complete on an email two-factor site', () => {
  it('asks for the mailed code and leaves the buyer signed in', async () => {
    const api = twoFactorBff(ok({ user: signedInSession.user }));
    const { user } = await register(api);
    expect(screen.getByText(/enter the code we have just emailed you/)).toBeInTheDocument();
    // The address is whole in the line, with break chances only before its '@' and dots.
    const line = screen.getByText(/^Email address:/);
    expect(line).toHaveTextContent(`Email address: ${email}`);
    expect(line.querySelectorAll('wbr').length).toBe(email.split(/[@.]/).length - 1);
    const code = screen.getByLabelText(/Verification code/);
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByRole('link', { name: 'Go to the top page' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Verification code/)).not.toBeInTheDocument();
    expect(api.callsTo('POST /auth/verify')[0]?.body).toEqual({ auth_code: '123456' });
  });

  it('keeps the code step after a wrong code', async () => {
    const api = twoFactorBff(fail('E091-010', 'Wrong code', 401));
    const { user } = await register(api);
    await user.type(screen.getByLabelText(/Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The verification code is incorrect.',
    );
    expect(screen.getByLabelText(/Verification code/)).toBeInTheDocument();
  });

  it('sends the buyer to log in for a new code once the code has expired', async () => {
    const api = twoFactorBff(fail('E091-012', 'Expired', 400));
    const { user } = await register(api);
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    const lead = await screen.findByText(/Log in with your email address and password/);
    const card = lead.closest('.card') as HTMLElement;
    expect(within(card).getByRole('alert')).toHaveTextContent(/code has expired/);
    expect(within(card).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/account/login',
    );
    expect(screen.queryByLabelText(/Verification code/)).not.toBeInTheDocument();
  });
});
