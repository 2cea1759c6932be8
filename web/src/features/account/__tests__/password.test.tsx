import { screen, waitFor } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';

describe('password reset request', () => {
  it('checks the email before sending', async () => {
    const { user, api } = renderApp(null, { url: '/account/reset_password' });
    await user.type(await screen.findByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('Email: enter a full email address, such as name@company.com.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /account/password/resetMail')).toHaveLength(0);
  });

  it('asks the BFF to mail the link and says it was sent', async () => {
    const api = createFakeApi({ 'POST /account/password/resetMail': ok({}) });
    const { user } = renderApp(null, { url: '/account/reset_password', api });
    await user.type(await screen.findByLabelText(/^Email/), 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/a password reset link has been sent/)).toBeInTheDocument();
    expect(api.callsTo('POST /account/password/resetMail')[0]?.body).toEqual({
      email: 'buyer@example.com',
    });
  });

  it("shows the BFF's message when the mail could not be sent (E000-100)", async () => {
    const api = createFakeApi({
      'POST /account/password/resetMail': fail(
        'E000-100',
        'The reset mail could not be sent.',
        400,
      ),
    });
    const { user } = renderApp(null, { url: '/account/reset_password', api });
    await user.type(await screen.findByLabelText(/^Email/), 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The reset mail could not be sent.');
  });
});

describe('password reset with the token from the link', () => {
  it('refuses a weak password and a mismatched confirmation', async () => {
    const { user, api } = renderApp(null, { url: '/account/reset_password?token=tok-123' });
    await user.type(await screen.findByLabelText(/^New password(?! \()/), 'short');
    await user.type(screen.getByLabelText(/^New password \(confirmation\)/), 'other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    // The rule is said once, as the error: the hint that says the same is not shown beside it.
    expect(
      await screen.findAllByText(/must be 8 to 72 characters and use at least three of/),
    ).toHaveLength(1);
    expect(screen.getByText('New password does not match.')).toBeInTheDocument();
    expect(api.callsTo('POST /account/password/reset')).toHaveLength(0);
  });

  // docs/rules/accounts.md#passwords-two-readings: the help states the displayed rule, and a
  // password it allows (no upper-case, '@', spaces, longer than 20) is sent, not refused.
  it('shows the displayed rule as help and accepts a password that rule allows', async () => {
    const api = createFakeApi({ 'POST /account/password/reset': ok({}) });
    const { user } = renderApp(null, { url: '/account/reset_password?token=tok-123', api });
    const field = await screen.findByLabelText(/^New password(?! \()/);
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'must be 8 to 72 characters and use at least three of: upper-case letters, lower-case letters, digits and symbols.',
      ),
    );
    const passphrase = 'tea @ kyoto 2026 harvest';
    await user.type(field, passphrase);
    await user.type(screen.getByLabelText(/^New password \(confirmation\)/), passphrase);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await screen.findByRole('heading', { level: 1, name: 'Your password has been reset' });
    expect(api.callsTo('POST /account/password/reset')[0]?.body).toMatchObject({
      password: passphrase,
    });
  });

  it('sends the token and the new password, then shows the complete page', async () => {
    const api = createFakeApi({ 'POST /account/password/reset': ok({}) });
    const { user, router } = renderApp(null, { url: '/account/reset_password?token=tok-123', api });
    await user.type(await screen.findByLabelText(/^New password(?! \()/), 'NewPass2026');
    await user.type(screen.getByLabelText(/^New password \(confirmation\)/), 'NewPass2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your password has been reset' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/reset_password/complete');
    expect(api.callsTo('POST /account/password/reset')[0]?.body).toEqual({
      token: 'tok-123',
      password: 'NewPass2026',
    });
  });

  it('shows why an expired token was refused', async () => {
    const api = createFakeApi({
      'POST /account/password/reset': fail('E001-004', 'This link has expired.', 400),
    });
    const { user } = renderApp(null, { url: '/account/reset_password?token=old', api });
    await user.type(await screen.findByLabelText(/^New password(?! \()/), 'NewPass2026');
    await user.type(screen.getByLabelText(/^New password \(confirmation\)/), 'NewPass2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
    // Ran out while the buyer typed: the way on is a new link.
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeInTheDocument();
  });
});

// docs/rules/accounts.md#password-reset-and-change: the link is checked when the page opens.
describe('a reset link checked when its page opens', () => {
  it('says at once that a used or expired link cannot be used, and offers a new one', async () => {
    const api = createFakeApi({
      'POST /account/password/checkToken': fail(
        'E001-004',
        'This link has expired or is invalid. [E001-004]',
        400,
      ),
    });
    const { user } = renderApp(null, { url: '/account/reset_password?token=used', api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This reset link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired or is invalid.');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(api.callsTo('POST /account/password/checkToken')[0]?.body).toEqual({ token: 'used' });
    await user.click(screen.getByRole('link', { name: 'Request a new reset link' }));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('says it in Japanese on a Japanese page', async () => {
    const api = createFakeApi({
      'POST /account/password/checkToken': fail(
        'E001-004',
        'URLの有効期限が切れているか、無効です。',
        400,
      ),
    });
    renderApp(null, {
      url: '/account/reset_password?token=used',
      api,
      session: { language: 'jp' },
      locale: 'jp',
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'この再設定用リンクはご利用いただけません',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '再設定用リンクを請求し直す' })).toBeInTheDocument();
  });

  it('asks for the new password when the link works', async () => {
    const api = createFakeApi({ 'POST /account/password/checkToken': ok({}) });
    renderApp(null, { url: '/account/reset_password?token=fresh', api });
    expect(await screen.findByLabelText(/^New password(?! \()/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  });
});

describe('change password', () => {
  it('asks a signed-out visitor to log in first', async () => {
    renderApp(null, { url: '/account/change_password' });
    expect(await screen.findByText('Please log in to change your password.')).toBeInTheDocument();
  });

  it('requires the current password and a valid new one', async () => {
    const { user, api } = renderApp(null, {
      url: '/account/change_password',
      session: signedInSession,
    });
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required.')).toBeInTheDocument();
    expect(screen.getByText('New password is required.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveFocus());
    expect(api.callsTo('POST /account/password/update')).toHaveLength(0);
  });

  it('changes the password and shows the complete page', async () => {
    const api = createFakeApi({ 'POST /account/password/update': ok({}) });
    const { user } = renderApp(null, {
      url: '/account/change_password',
      session: signedInSession,
      api,
    });
    await user.type(await screen.findByLabelText(/^Current password/), 'Kakehashi-2026');
    await user.type(screen.getByLabelText(/^New password(?! \()/), 'NewPass2026');
    await user.type(screen.getByLabelText(/^New password \(confirmation\)/), 'NewPass2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /account/password/update')[0]?.body).toEqual({
      password: 'Kakehashi-2026',
      newPassword: 'NewPass2026',
    });
  });

  it('refuses a new password equal to the current one', async () => {
    const { user, api } = renderApp(null, {
      url: '/account/change_password',
      session: signedInSession,
    });
    await user.type(await screen.findByLabelText(/^Current password/), 'NewPass2026');
    await user.type(screen.getByLabelText(/^New password(?! \()/), 'NewPass2026');
    await user.type(screen.getByLabelText(/^New password \(confirmation\)/), 'NewPass2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('New password must differ from the current password.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /account/password/update')).toHaveLength(0);
  });

  it('shows the refusal when the current password is wrong', async () => {
    const api = createFakeApi({
      'POST /account/password/update': fail('E001-005', 'The current password is incorrect.', 400),
    });
    const { user } = renderApp(null, {
      url: '/account/change_password',
      session: signedInSession,
      api,
    });
    await user.type(await screen.findByLabelText(/^Current password/), 'nope');
    await user.type(screen.getByLabelText(/^New password(?! \()/), 'NewPass2026');
    await user.type(screen.getByLabelText(/^New password \(confirmation\)/), 'NewPass2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The current password is incorrect.',
    );
  });

  // The refusal used to stay above the corrected field while the form's own check answered the
  // new password: the buyer read that their right password was wrong.
  it('takes the refusal away once the current password is changed, or the form pressed again', async () => {
    const api = createFakeApi({
      'POST /account/password/update': fail('E001-005', 'The current password is incorrect.', 400),
    });
    const { user } = renderApp(null, {
      url: '/account/change_password',
      session: signedInSession,
      api,
    });
    const refusal = () => screen.queryByText(/The current password is incorrect/);
    const current = await screen.findByLabelText(/^Current password/);
    const press = () => user.click(screen.getByRole('button', { name: 'Change password' }));
    await user.type(current, 'nope');
    await user.type(screen.getByLabelText(/^New password(?! \()/), 'NewPass2026');
    await user.type(screen.getByLabelText(/^New password \(confirmation\)/), 'NewPass2026');
    await press();
    expect(await screen.findByText(/The current password is incorrect/)).toBeVisible();

    // Typing in another field leaves it: it still answers the current password.
    await user.type(screen.getByLabelText(/^New password \(confirmation\)/), 'x');
    expect(refusal()).toBeVisible();
    // A press the form's own check stops takes it away.
    await press();
    expect(await screen.findByText('New password does not match.')).toBeVisible();
    expect(refusal()).toBeNull();

    await user.clear(screen.getByLabelText(/^New password \(confirmation\)/));
    await user.type(screen.getByLabelText(/^New password \(confirmation\)/), 'NewPass2026');
    await press();
    expect(await screen.findByText(/The current password is incorrect/)).toBeVisible();
    // Correcting the field it is about takes it away at once.
    await user.type(current, 'Kakehashi');
    expect(refusal()).toBeNull();
    expect(api.callsTo('POST /account/password/update')).toHaveLength(2);
  });
});

describe('reminder (forgot your email)', () => {
  it('asks for the company and phone, never the email the buyer forgot', async () => {
    const { user, api } = renderApp(null, { url: '/reminder' });
    await user.click(await screen.findByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByText('Company name is required.')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(api.callsTo('POST /account/reminder')).toHaveLength(0);
  });

  it('sends the reminder and shows the complete page', async () => {
    const api = createFakeApi({ 'POST /account/reminder': ok({}) });
    const { user, router } = renderApp(null, { url: '/reminder', api });
    await user.type(await screen.findByLabelText(/^Company name/), 'Rossi Imports S.r.l.');
    await user.type(screen.getByLabelText(/^Phone number/), '+39 06 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Send reminder' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reminder sent' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reminder/complete');
    expect(api.callsTo('POST /account/reminder')[0]?.body).toEqual({
      company: 'Rossi Imports S.r.l.',
      tel: '+39 06 1234 5678',
    });
  });
});

describe('completion pages (only right after the action)', () => {
  it.each([
    ['/account/change_password/complete', '/account/change_password'],
    ['/account/reset_password/complete', '/account/reset_password'],
    ['/reminder/complete', '/reminder'],
  ])('sends a visitor who opens %s directly back to the form', async (complete, form) => {
    const { router } = renderApp(null, { url: complete, session: signedInSession });
    await waitFor(() => expect(router.state.location.pathname).toBe(form));
  });
});
