import { screen, within } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';

// docs/rules/accounts.md#sign-in-email: the profile changes the sign-in email with the current
// password and a code mailed to the new address.
const buyer = { id: 'u1', email: 'buyer@example.com', name: 'Alex Buyer' };

describe('profile: sign-in email', () => {
  it('asks for the password, then the mailed code, and only then shows the new address', async () => {
    const { user: u, api } = renderApp(null, {
      url: '/mypage/profile',
      session: signedInSession,
      api: createFakeApi({
        'POST /account/member/get': ok({ user: buyer }),
        'POST /account/email/change': (call) =>
          (call.body as { currentPassword: string }).currentPassword === 'Kakehashi-2026'
            ? ok(null)
            : fail('E001-005', 'The current password is incorrect.'),
        'POST /account/email/confirm': (call) =>
          (call.body as { code: string }).code === '123456'
            ? ok({ user: { ...buyer, email: 'new@example.com' } })
            : fail('E082-001', 'The confirmation code is incorrect.'),
      }),
    });
    const section = within(
      (await screen.findByRole('heading', { name: 'Sign-in email' })).closest('section')!,
    );
    expect(section.getByText(/You sign in with buyer@example.com/)).toBeVisible();
    await u.click(section.getByRole('button', { name: 'Change sign-in email' }));

    // Nothing is sent without the current password.
    await u.type(section.getByLabelText(/New sign-in email/), 'new@example.com');
    await u.click(section.getByRole('button', { name: 'Send confirmation code' }));
    expect(await section.findByText(/Current password is required\./)).toBeInTheDocument();
    expect(api.callsTo('POST /account/email/change')).toHaveLength(0);

    await u.type(section.getByLabelText(/Current password/), 'wrong');
    await u.click(section.getByRole('button', { name: 'Send confirmation code' }));
    expect(await section.findByText('The current password is incorrect.')).toBeInTheDocument();
    await u.clear(section.getByLabelText(/Current password/));
    await u.type(section.getByLabelText(/Current password/), 'Kakehashi-2026');
    await u.click(section.getByRole('button', { name: 'Send confirmation code' }));
    expect(await section.findByText(/We sent a 6-digit code to new@example.com/)).toBeVisible();
    expect(api.callsTo('POST /account/email/change').at(-1)?.body).toEqual({
      newEmail: 'new@example.com',
      currentPassword: 'Kakehashi-2026',
    });

    await u.type(section.getByLabelText(/Confirmation code/), '000000');
    await u.click(section.getByRole('button', { name: 'Change sign-in email' }));
    expect(await section.findByText('The confirmation code is incorrect.')).toBeInTheDocument();
    await u.clear(section.getByLabelText(/Confirmation code/));
    await u.type(section.getByLabelText(/Confirmation code/), '123456');
    await u.click(section.getByRole('button', { name: 'Change sign-in email' }));
    expect(
      await section.findByText(
        'You now sign in with new@example.com. We told your previous address about the change.',
      ),
    ).toBeVisible();
    expect(api.callsTo('POST /account/email/confirm').at(-1)?.body).toEqual({ code: '123456' });
  });

  // The upstream answers 'already registered' for the account's own address, as if another
  // account held it: the form says what is wrong before sending anything.
  it.each([
    [
      'en',
      'Change sign-in email',
      'Send confirmation code',
      /New sign-in email/,
      /Current password/,
      'This is already your sign-in email. Enter the new address you want to sign in with.',
    ],
    [
      'jp',
      'ログイン用メールアドレスの変更',
      '確認コードを送信',
      /新しいログイン用メールアドレス/,
      /現在のパスワード/,
      'このアドレスは現在のログイン用メールアドレスです。新しいアドレスを入力してください。',
    ],
  ] as const)(
    'says the address is already the sign-in email (%s)',
    async (language, start, send, newEmail, password, message) => {
      const { user: u, api } = renderApp(null, {
        url: '/mypage/profile',
        session: { ...signedInSession, language },
        locale: language,
        api: createFakeApi({
          'POST /account/member/get': ok({ user: buyer }),
          'POST /account/email/change': ok(null),
        }),
      });
      const section = within(
        (await screen.findByRole('button', { name: start })).closest('section')!,
      );
      await u.click(section.getByRole('button', { name: start }));
      await u.type(section.getByLabelText(newEmail), ' Buyer@Example.com');
      await u.type(section.getByLabelText(password), 'Kakehashi-2026');
      await u.click(section.getByRole('button', { name: send }));
      expect(await section.findByText(message)).toBeVisible();
      expect(api.callsTo('POST /account/email/change')).toHaveLength(0);
    },
  );
});
