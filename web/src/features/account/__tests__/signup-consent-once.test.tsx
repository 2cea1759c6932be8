import { screen } from '@testing-library/react';
import { createFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { resetSignupDraft } from '../lib/signup-draft';

beforeEach(() => resetSignupDraft());

const terms = 'I have read and agree to the Terms of Use. Required';
const privacy = 'I have read and agree to the Privacy Policy. Required';

describe('sign-up asks each consent once (docs/rules/accounts.md#sign-up)', () => {
  it('does not ask again on the form what the two policy pages asked', async () => {
    const { user } = renderApp(null, { url: '/account/buyer_policy', api: createFakeApi() });
    await user.click(await screen.findByLabelText(terms));
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    await user.click(await screen.findByLabelText(privacy));
    expect(screen.queryByLabelText(terms)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));

    expect(
      await screen.findByText(
        'You agreed to the Terms of Use and the Privacy Policy on the previous pages.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(terms)).toBeNull();
    expect(screen.queryByLabelText(privacy)).toBeNull();
  });

  it('asks both on the form for a buyer who came straight to it', async () => {
    renderApp(null, { url: '/account/buyer_signup', api: createFakeApi() });
    expect(await screen.findByLabelText(terms)).not.toBeChecked();
    expect(screen.getByLabelText(privacy)).not.toBeChecked();
  });

  it.each([
    ['en', [terms, privacy], /^Email/, 'Required'],
    [
      'jp',
      [
        '利用規約を読み、内容に同意します。 必須',
        'プライバシーポリシーを読み、内容に同意します。 必須',
      ],
      /^メールアドレス/,
      '必須',
    ],
  ] as const)(
    'marks both consents required, as the other required fields are (%s)',
    async (locale, consents, email, badge) => {
      renderApp(null, {
        url: '/account/buyer_signup',
        api: createFakeApi(),
        locale,
        ...(locale === 'jp' ? { session: { language: 'jp' as const } } : {}),
      });
      // The same badge as the email field's, not a consent that looks optional beside it.
      expect(await screen.findByLabelText(email)).toHaveAccessibleName(
        expect.stringContaining(badge),
      );
      for (const consent of consents)
        expect(screen.getByRole('checkbox', { name: consent })).toHaveAttribute(
          'aria-required',
          'true',
        );
    },
  );
});
