import { screen, waitFor } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// docs/rules/accounts.md#profile: the profile edits the sign-up details with sign-up's own
// company and choice fields (web/src/shared/registration), under the sign-up rules.
const buyer = {
  id: 'u1',
  email: 'buyer@example.com',
  name: 'Alex Buyer',
  company: 'Lakeside Provisions LLC',
  tel_primary: '+13125550117',
  zip: '60601',
  state: 'IL',
  city: 'Chicago',
  street: '200 Lake Drive',
  buyer_country: 'US',
  interest_category_1: 'food-tea',
};

describe('profile', () => {
  it("edits the company with sign-up's fields: the hints and address lookup follow the country", async () => {
    const api = createFakeApi({
      'POST /account/member/get': ok({ user: buyer }),
      'POST /account/member/update': (call) =>
        ok({ user: { ...buyer, ...(call.body as { user: object }).user } }),
    });
    const { user } = renderApp(null, { url: '/mypage/profile', session: signedInSession, api });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText(/^Country\/Region/)).toHaveValue('US');
    expect(screen.getByLabelText(/^Company address/)).toHaveValue('IL, Chicago, 200 Lake Drive');
    expect(screen.getByText(/Your number with the country code/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Find address' })).not.toBeInTheDocument();

    // A US number typed nationally is stored in its international form.
    await user.clear(screen.getByLabelText(/^Phone number/));
    await user.type(screen.getByLabelText(/^Phone number/), '(415) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(api.callsTo('POST /account/member/update')[0]?.body).toMatchObject({
      user: { tel_primary: '+14155550199', zip: '60601', buyer_country: 'US' },
    });

    // In Japan the Japanese formats and the postal-code lookup of sign-up apply.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.selectOptions(screen.getByLabelText(/^Country\/Region/), 'JP');
    expect(screen.getByRole('button', { name: 'Find address' })).toBeInTheDocument();
    expect(screen.getByText('10 or 11 digits; hyphens may be used.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // 60601 is no Japanese postal code: refused, with focus on it, and nothing sent.
    await waitFor(() => expect(screen.getByLabelText(/^Postal code/)).toHaveFocus());
    expect(api.callsTo('POST /account/member/update')).toHaveLength(1);
  });
});
