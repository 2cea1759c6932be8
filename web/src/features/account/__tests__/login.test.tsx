import { screen, waitFor } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok, type FakeApi } from '@/testing/fake-api';

const signedOut = { ...signedInSession, signedIn: false, user: null };

/** A fake BFF whose session flips to signed in once `endpoint` succeeds. */
const bffSigningInAt = (
  endpoint: string,
  authMode: 'password' | 'email_two_factor_authentication',
): FakeApi => {
  const api = createFakeApi({ 'POST /items/list': ok({ items: [], hit: 0 }) });
  let signedIn = false;
  api.on('GET /session', () =>
    ok(signedIn ? { ...signedInSession, authMode } : { ...signedOut, authMode }),
  );
  api.on(endpoint, () => {
    signedIn = true;
    return ok({ user: signedInSession.user });
  });
  return api;
};

describe('login, password mode', () => {
  it('shows the fixed texts when email and password are missing, and sends nothing', async () => {
    const { user, api } = renderApp(null, { url: '/account/login' });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Error：Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Error：Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /auth/signin')).toHaveLength(0);
  });

  it('shows the Japanese texts on a Japanese page', async () => {
    const { user } = renderApp(null, {
      url: '/account/login',
      session: { language: 'jp' },
      locale: 'jp',
    });
    await user.click(await screen.findByRole('button', { name: 'ログイン' }));
    expect(
      await screen.findByText('エラー：メールアドレスを入力してください。'),
    ).toBeInTheDocument();
    expect(screen.getByText('エラー：パスワードを入力してください。')).toBeInTheDocument();
  });

  it("says 'The email or password is incorrect.' when the BFF refuses the credentials", async () => {
    const api = createFakeApi({
      'POST /auth/signin': fail('E001-001', 'Login failed (E001-001)', 401),
    });
    const { user } = renderApp(null, { url: '/account/login', api });
    await user.type(await screen.findByLabelText(/Email/), 'buyer@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is incorrect.',
    );
    expect(api.callsTo('POST /auth/signin')[0]?.body).toEqual({
      email: 'buyer@example.com',
      password: 'wrong',
    });
  });

  // docs/rules/accounts.md#password-sign-in: the refused password is not left to be sent again.
  it('empties and focuses the password after a refusal, keeping the email', async () => {
    const api = createFakeApi({
      'POST /auth/signin': fail('E001-001', 'Login failed (E001-001)', 401),
    });
    const { user } = renderApp(null, { url: '/account/login', api });
    await user.type(await screen.findByLabelText(/Email/), 'buyer@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('alert');
    await waitFor(() => expect(screen.getByLabelText(/Password/)).toHaveValue(''));
    expect(screen.getByLabelText(/Password/)).toHaveFocus();
    expect(screen.getByLabelText(/Email/)).toHaveValue('buyer@example.com');
  });

  // The gateway refuses a part address with a banner that names no field: said in place first.
  it('says in place that a part email is not a whole address, and sends nothing', async () => {
    const { user, api } = renderApp(null, { url: '/account/login' });
    await user.type(await screen.findByLabelText(/Email/), 'buyer@example');
    await user.type(screen.getByLabelText(/Password/), 'Kakehashi-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Email: enter a full email address, such as name@company.com.'),
    ).toBeVisible();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(api.callsTo('POST /auth/signin')).toHaveLength(0);
  });

  // UI.md "Forms": the last answer's banner does not stay beside a field message it does not explain.
  it('clears the refusal banner when the buyer submits again', async () => {
    const api = createFakeApi({
      'POST /auth/signin': fail('E001-001', 'Login failed (E001-001)', 401),
    });
    const { user } = renderApp(null, { url: '/account/login', api });
    await user.type(await screen.findByLabelText(/Email/), 'buyer@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText(/The email or password is incorrect/);
    await waitFor(() => expect(screen.getByLabelText(/Password/)).toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Error：Password is required.')).toBeVisible();
    expect(screen.queryByText(/The email or password is incorrect/)).toBeNull();
    expect(api.callsTo('POST /auth/signin')).toHaveLength(1);
  });

  it('explains a password lock', async () => {
    const api = createFakeApi({ 'POST /auth/signin': fail('E001-002', 'Locked', 403) });
    const { user } = renderApp(null, { url: '/account/login', api });
    await user.type(await screen.findByLabelText(/Email/), 'buyer@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/temporarily locked/);
  });

  it('disables the submit while the request is on its way', async () => {
    const api = createFakeApi();
    let release: () => void = () => undefined;
    api.on(
      'POST /auth/signin',
      () => new Promise((resolve) => (release = () => resolve(fail('E001-001', 'x', 401)))),
    );
    const { user } = renderApp(null, { url: '/account/login', api });
    await user.type(await screen.findByLabelText(/Email/), 'buyer@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('signs in and goes to the top page', async () => {
    const api = bffSigningInAt('POST /auth/signin', 'password');
    const { user, router } = renderApp(null, { url: '/account/login', api });
    await user.type(await screen.findByLabelText(/Email/), 'buyer@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Kakehashi-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Alex Buyer')).toBeInTheDocument();
  });

  it('asks to stay signed in only when the buyer ticks "Keep me signed in"', async () => {
    const api = bffSigningInAt('POST /auth/signin', 'password');
    const { user } = renderApp(null, { url: '/account/login', api });
    await user.type(await screen.findByLabelText(/Email/), 'buyer@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Kakehashi-2026');
    const keep = screen.getByRole('checkbox', { name: 'Keep me signed in' });
    expect(keep).not.toBeChecked();
    await user.click(keep);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.callsTo('POST /auth/signin')).toHaveLength(1));
    expect(api.callsTo('POST /auth/signin')[0]?.body).toEqual({
      email: 'buyer@example.com',
      password: 'Kakehashi-2026',
      remember: true,
    });
  });

  it('labels the choice in Japanese on a Japanese page', async () => {
    renderApp(null, { url: '/account/login', session: { language: 'jp' }, locale: 'jp' });
    expect(
      await screen.findByRole('checkbox', { name: 'ログイン状態を保持する' }),
    ).toBeInTheDocument();
  });

  it.each(['/..//evil.example', '/%2e%2e//evil.example/x'])(
    'stays on the site when redirect=%s normalises to another host',
    async (redirect) => {
      const api = bffSigningInAt('POST /auth/signin', 'password');
      const url = `/account/login?redirect=${encodeURIComponent(redirect)}`;
      const { user, router } = renderApp(null, { url, api });
      await user.type(await screen.findByLabelText(/Email/), 'buyer@example.com');
      await user.type(screen.getByLabelText(/Password/), 'Kakehashi-2026');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByText('Alex Buyer')).toBeInTheDocument();
    },
  );
});

describe('login, email two-factor mode', () => {
  const typeCredentials = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.type(await screen.findByLabelText(/Email/), 'buyer@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Kakehashi-2026');
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
  };

  it('asks for the mailed code after the password, then signs in with it', async () => {
    const api = bffSigningInAt('POST /auth/verify', 'email_two_factor_authentication');
    api.on('POST /auth/login', ok({ verificationRequired: true }));
    const { user, router } = renderApp(null, { url: '/account/login?redirect=%2Ffavorites', api });
    await typeCredentials(user);
    const code = await screen.findByLabelText(/Verification code/);
    expect(screen.getByText(/We have sent a verification code/)).toBeInTheDocument();
    await user.type(code, ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
    expect(api.callsTo('POST /auth/login')[0]?.body).toEqual({
      email: 'buyer@example.com',
      password: 'Kakehashi-2026',
    });
    expect(api.callsTo('POST /auth/verify')[0]?.body).toEqual({ auth_code: '123456' });
    expect(api.callsTo('POST /auth/signin')).toHaveLength(0);
  });

  it('empties and focuses the password when the code request is refused', async () => {
    const api = createFakeApi({ 'POST /auth/login': fail('E001-001', 'Login failed', 401) });
    api.on('GET /session', ok({ ...signedOut, authMode: 'email_two_factor_authentication' }));
    const { user } = renderApp(null, { url: '/account/login', api });
    await typeCredentials(user);
    await screen.findByRole('alert');
    await waitFor(() => expect(screen.getByLabelText(/Password/)).toHaveValue(''));
    expect(screen.getByLabelText(/Password/)).toHaveFocus();
    expect(screen.getByLabelText(/Email/)).toHaveValue('buyer@example.com');
  });

  it('requires the code before calling the BFF', async () => {
    const api = createFakeApi({ 'POST /auth/login': ok({ verificationRequired: true }) });
    api.on('GET /session', ok({ ...signedOut, authMode: 'email_two_factor_authentication' }));
    const { user } = renderApp(null, { url: '/account/login', api });
    await typeCredentials(user);
    await user.click(await screen.findByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('Verification code is required.')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/verify')).toHaveLength(0);
  });

  it('keeps the code step after a wrong code and says so', async () => {
    const api = createFakeApi({
      'POST /auth/login': ok({ verificationRequired: true }),
      'POST /auth/verify': fail('E091-010', 'Wrong code', 401),
    });
    api.on('GET /session', ok({ ...signedOut, authMode: 'email_two_factor_authentication' }));
    const { user } = renderApp(null, { url: '/account/login', api });
    await typeCredentials(user);
    await user.type(await screen.findByLabelText(/Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The verification code is incorrect.',
    );
    expect(screen.getByLabelText(/Verification code/)).toBeInTheDocument();
  });

  it('starts again from the password step after a two-factor lock, with the lock message', async () => {
    const api = createFakeApi({
      'POST /auth/login': ok({ verificationRequired: true }),
      'POST /auth/verify': fail('E091-011', 'Locked', 403),
    });
    api.on('GET /session', ok({ ...signedOut, authMode: 'email_two_factor_authentication' }));
    const { user } = renderApp(null, { url: '/account/login', api });
    await typeCredentials(user);
    await user.type(await screen.findByLabelText(/Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Too many incorrect verification codes/,
    );
    expect(screen.getByRole('button', { name: 'Send verification code' })).toBeInTheDocument();
  });
});
