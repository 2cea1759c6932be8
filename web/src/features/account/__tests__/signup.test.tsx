import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { inPlace } from '@/testing/field-message';
import { resetSignupDraft } from '../lib/signup-draft';

beforeEach(() => resetSignupDraft());

type User = ReturnType<typeof renderApp>['user'];

const fillForm = async (user: User) => {
  await user.type(await screen.findByLabelText(/^Email/), 'new.buyer@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Trade2026ok');
  await user.type(screen.getByLabelText(/^First name/), 'Maria');
  await user.type(screen.getByLabelText(/^Last name/), 'Rossi');
  await user.type(screen.getByLabelText(/^Company name/), 'Rossi Imports S.r.l.');
  await user.selectOptions(screen.getByLabelText(/^Country\/Region/), 'IT');
  await user.type(screen.getByLabelText(/^Postal code/), '00118');
  await user.type(screen.getByLabelText(/^Company address/), 'Via Appia Nuova 1, Roma');
  await user.type(screen.getByLabelText(/^Phone number/), '+39 06 1234 5678');
  await user.type(screen.getByLabelText(/^Company website/), 'https://rossi.example');
  await user.selectOptions(screen.getByLabelText('Choice 1'), 'food-tea');
  await user.selectOptions(screen.getByLabelText('Choice 2'), 'goods-kitchen');
  await user.selectOptions(screen.getByLabelText(/^JETRO office/), 'milan');
  await user.type(screen.getByLabelText(/^Introducer name/), 'Kenji Sato');
  await user.type(screen.getByLabelText(/^Sign-up code/), 'JETRO-MILAN');
  await user.click(screen.getByLabelText('I have read and agree to the Terms of Use. Required'));
  await user.click(screen.getByLabelText('I have read and agree to the Privacy Policy. Required'));
};

const signupApi = () =>
  createFakeApi({
    'POST /zipSearchApi': ok({
      prefecture_id: 13,
      prefecture: '東京都',
      address1: '千代田区',
      address2: '千代田',
    }),
    'POST /customMaster/get': ok({
      options: [
        { code: '1', name: '北海道', name_en: 'Hokkaido' },
        { code: '13', name: '東京都', name_en: 'Tokyo' },
      ],
    }),
    'POST /account/signup': ok({
      signedIn: true,
      user: { id: 'u1', email: 'maria@rossi.example' },
    }),
  });

describe('buyer sign-up', () => {
  it('refuses an empty form with the summary, field messages and focus on the first invalid field', async () => {
    const { user, api } = renderApp(null, { url: '/account/buyer_signup', api: signupApi() });
    await user.click(await screen.findByRole('button', { name: 'Review your registration' }));
    expect(
      await screen.findByText(
        'Please check the form again to make sure you have filled in all the required fields.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Email is required.', inPlace)).toBeInTheDocument();
    expect(screen.getByText('Company name is required.', inPlace)).toBeInTheDocument();
    expect(screen.getByText('Country/Region: please choose one.', inPlace)).toBeInTheDocument();
    expect(screen.getByText('Areas of interest: please choose one.', inPlace)).toBeInTheDocument();
    expect(screen.getByText('Please agree to the Terms of Use.', inPlace)).toBeInTheDocument();
    expect(screen.getByText('Please agree to the Privacy Policy.', inPlace)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    expect(api.callsTo('POST /account/signup')).toHaveLength(0);
  });

  it('shows the field messages in Japanese on a Japanese page', async () => {
    const { user } = renderApp(null, {
      url: '/account/buyer_signup',
      session: { language: 'jp' },
      locale: 'jp',
      api: signupApi(),
    });
    await user.click(await screen.findByRole('button', { name: '入力内容を確認する' }));
    expect(
      await screen.findByText(
        '必須項目がすべて入力されているか、もう一度フォームをご確認ください。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('メールアドレスを入力してください。', inPlace)).toBeInTheDocument();
    expect(screen.getByText('利用規約に同意してください。', inPlace)).toBeInTheDocument();
  });

  it('checks the phone and postal code patterns of docs/rules/accounts.md#validation-patterns for a buyer in Japan', async () => {
    const { user } = renderApp(null, { url: '/account/buyer_signup', api: signupApi() });
    await user.selectOptions(await screen.findByLabelText(/^Country\/Region/), 'JP');
    await user.type(screen.getByLabelText(/^Phone number/), '12-34');
    await user.type(screen.getByLabelText(/^Postal code/), '12345');
    await user.click(screen.getByRole('button', { name: 'Review your registration' }));
    expect(
      await screen.findByText(
        'Phone number must be a Japanese number of 10 or 11 digits with the area code (for example 03-\u20601234-\u20605678 or +81 3-\u20601234-\u20605678).',
        inPlace,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Postal code must be 7 digits (for example 100-0001).', inPlace),
    ).toBeInTheDocument();
  });

  it('asks a buyer abroad for an international phone and their own postal code', async () => {
    const { user } = renderApp(null, { url: '/account/buyer_signup', api: signupApi() });
    await user.selectOptions(await screen.findByLabelText(/^Country\/Region/), 'IT');
    expect(
      screen.getByText('Your number with the country code, e.g. +39 06 1234 5678.'),
    ).toBeInTheDocument();
    // No Japanese address lookup for an Italian postal code.
    expect(screen.queryByRole('button', { name: 'Find address' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Phone number/), '+39 12');
    await user.type(screen.getByLabelText(/^Postal code/), '#0011');
    await user.click(screen.getByRole('button', { name: 'Review your registration' }));
    expect(
      await screen.findByText(/Phone number must be a valid international number/, inPlace),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Postal code must be 2 to 12 letters, digits, spaces or hyphens.', inPlace),
    ).toBeInTheDocument();
  });

  // docs/rules/cart-and-checkout.md#addresses-in-japan: the lookup answers in Japanese script only
  // and a page is in one language. The English page filled '東京都千代田区千代田'; it now fills the
  // prefecture's English name, last in an English address, with the caret before it.
  it('fills the prefecture in English from the postal code, the caret before it', async () => {
    const { user, api } = renderApp(null, { url: '/account/buyer_signup', api: signupApi() });
    await user.selectOptions(await screen.findByLabelText(/^Country\/Region/), 'JP');
    expect(
      screen.getByText(
        'Japanese postal code: 7 digits, e.g. 100-0001. Use "Find address" to fill in the prefecture.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Postal code/), '100-0001');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    expect(
      await screen.findByText(
        'The prefecture has been filled in from the postal code. Type the street and city before it, as your address is written in English.',
      ),
    ).toBeInTheDocument();
    const address = screen.getByLabelText(/^Company address/);
    expect(address).toHaveValue('Tokyo');
    expect(address).toHaveFocus();
    await user.keyboard('1-1 Chiyoda, Chiyoda-ku, ');
    expect(address).toHaveValue('1-1 Chiyoda, Chiyoda-ku, Tokyo');
    expect(api.callsTo('POST /zipSearchApi')[0]?.body).toEqual({ zip: '1000001' });
  });

  it('fills the whole address in Japanese on a Japanese page', async () => {
    const { user } = renderApp(null, {
      url: '/account/buyer_signup',
      session: { language: 'jp' },
      locale: 'jp',
      api: signupApi(),
    });
    await user.selectOptions(await screen.findByLabelText(/^国・地域/), 'JP');
    await user.type(screen.getByLabelText(/^郵便番号/), '100-0001');
    await user.click(screen.getByRole('button', { name: '住所を検索' }));
    expect(await screen.findByText('郵便番号から住所を入力しました。')).toBeInTheDocument();
    expect(screen.getByLabelText(/^会社所在地/)).toHaveValue('東京都千代田区千代田');
  });

  it('says so when the postal code has no address', async () => {
    const api = createFakeApi({
      'POST /zipSearchApi': ok({ prefecture_id: 0, prefecture: '', address1: '', address2: '' }),
    });
    const { user } = renderApp(null, { url: '/account/buyer_signup', api });
    await user.selectOptions(await screen.findByLabelText(/^Country\/Region/), 'JP');
    await user.type(screen.getByLabelText(/^Postal code/), '9999999');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    expect(
      await screen.findByText('No address was found for this postal code.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company address/)).toHaveValue('');
  });

  it('goes input → confirm → complete and sends the whole registration form', async () => {
    const api = signupApi();
    const { user, router } = renderApp(null, { url: '/account/buyer_signup', api });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Review your registration' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your registration' }),
    ).toBeInTheDocument();
    const summary = screen.getByText('Italy').closest('dl') as HTMLElement;
    expect(within(summary).getByText('Italy')).toBeInTheDocument();
    expect(within(summary).getByText('00118')).toBeInTheDocument();
    expect(within(summary).getByText('Tea / Kitchenware & tableware')).toBeInTheDocument();
    expect(within(summary).queryByText('Trade2026ok')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registration complete' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/buyer_complete_signup');
    expect(api.callsTo('POST /account/signup')[0]?.body).toEqual({
      email: 'new.buyer@example.com',
      password: 'Trade2026ok',
      firstName: 'Maria',
      lastName: 'Rossi',
      companyName: 'Rossi Imports S.r.l.',
      companyAddress: 'Via Appia Nuova 1, Roma',
      postalCode: '00118',
      phoneNumber: '+390612345678',
      country: { code: 'IT', name: 'Italy' },
      companyWebsite: 'https://rossi.example',
      AreasOfInterest: [
        { id: 'food-tea', name: 'Tea' },
        { id: 'goods-kitchen', name: 'Kitchenware & tableware' },
        { id: '', name: '' },
      ],
      JETROOffice: { id: 'milan', name: 'Milan' },
      introducerName: 'Kenji Sato',
      signup_code: 'JETRO-MILAN',
      termsAccepted: true,
      privacyPolicyAccepted: true,
    });
  });

  it('keeps what was typed when going back from confirm to the form', async () => {
    const { user } = renderApp(null, { url: '/account/buyer_signup', api: signupApi() });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Review your registration' }));
    await user.click(await screen.findByRole('button', { name: 'Back to the form' }));
    expect(await screen.findByLabelText(/^Company name/)).toHaveValue('Rossi Imports S.r.l.');
    expect(
      screen.getByLabelText('I have read and agree to the Terms of Use. Required'),
    ).toBeChecked();
  });

  it("shows the BFF's message on the confirm page when registration is refused", async () => {
    const api = signupApi();
    api.on(
      'POST /account/signup',
      fail('E001-003', 'This email address is already registered.', 409),
    );
    const { user } = renderApp(null, { url: '/account/buyer_signup', api });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Review your registration' }));
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email address is already registered.',
    );
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('sends the confirm page back to the form when nothing was entered', async () => {
    const { router } = renderApp(null, { url: '/account/buyer_confirm_signup' });
    await screen.findByRole('heading', { level: 1, name: 'Buyer registration' });
    expect(router.state.location.pathname).toBe('/account/buyer_signup');
  });

  it('pre-registers an email with a note and shows the complete page', async () => {
    const api = createFakeApi({ 'POST /account/preRegister': ok({}) });
    const { user, router } = renderApp(null, { url: '/account/buyer_signup', api });
    await user.click(await screen.findByRole('button', { name: 'Pre-registration' }));
    await user.click(screen.getByRole('button', { name: 'Pre-register' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'later@example.com');
    await user.type(screen.getByLabelText(/^Note/), 'Interested in sake.');
    await user.click(screen.getByRole('button', { name: 'Pre-register' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pre-registration received' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/buyer_complete_pre_signup');
    expect(api.callsTo('POST /account/preRegister')[0]?.body).toEqual({
      email: 'later@example.com',
      note: 'Interested in sake.',
    });
  });
});

describe('sign-up from the pre-registration link', () => {
  it('starts the form with the email and the code of ?signup_code=', async () => {
    const api = createFakeApi({
      'POST /account/signupCode': ok({ email: 'later@example.com', note: '' }),
    });
    renderApp(null, { url: '/account/buyer_signup?signup_code=su-123', api });
    expect(
      await screen.findByText(/Your sign-up code has been confirmed for later@example.com/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('later@example.com');
    expect(screen.getByLabelText(/^Sign-up code/)).toHaveValue('su-123');
    expect(api.callsTo('POST /account/signupCode')[0]?.body).toEqual({ signUpCode: 'su-123' });
  });

  it('says so when the code is no longer valid, and still offers the form', async () => {
    const api = createFakeApi({
      'POST /account/signupCode': fail('E001-004', 'This sign-up link has expired.', 400),
    });
    renderApp(null, { url: '/account/buyer_signup?signup_code=old', api });
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-up link has expired.');
    expect(screen.getByLabelText(/^Sign-up code/)).toHaveValue('');
  });
});
