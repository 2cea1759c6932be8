import { screen } from '@testing-library/react';
import { createFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { resetSignupDraft } from '../lib/signup-draft';

beforeEach(() => resetSignupDraft());

const terms = 'I have read and agree to the Terms of Use.';
const privacy = 'I have read and agree to the Privacy Policy.';

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
});
