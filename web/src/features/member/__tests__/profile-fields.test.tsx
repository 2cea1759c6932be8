import { configure, screen, within } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok, type FakeApi } from '@/testing/fake-api';
import { inPlace } from '@/testing/field-message';

configure({ asyncUtilTimeout: 15_000 });

// docs/rules/accounts.md#profile: readings, department, position and where mails go.
const buyer = {
  id: 'u1',
  email: 'buyer@example.com',
  email_secondary: null as string | null,
  receiving_email_selection: 'primary',
  name: 'Alex Buyer',
  name_read: 'Alex Buyer',
  company: 'Lakeside Provisions LLC',
  company_read: '',
  company_division: 'Purchasing',
  company_position: 'Buyer',
  tel_primary: '+13125550117',
  zip: '60601',
  street: '200 Lake Drive',
  buyer_country: 'US',
  interest_category_1: 'food-tea',
};

const memberApi = (user = buyer): FakeApi =>
  createFakeApi({
    'POST /account/member/get': ok({ user }),
    'POST /account/member/update': (call) =>
      ok({ user: { ...user, ...(call.body as { user: object }).user } }),
  });

describe('profile: readings, department and position', () => {
  it('shows them and saves a change of department and position', async () => {
    const api = memberApi();
    const { user } = renderApp(null, { url: '/mypage/profile', session: signedInSession, api });
    const department = await screen.findByText('Department');
    expect(department.nextElementSibling).toHaveTextContent('Purchasing');
    expect(screen.getByText('Company name reading').nextElementSibling).toHaveTextContent(
      'Not given',
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    // The company name's reading stands right under the name it reads, not after the website.
    const fields = [...document.querySelectorAll('main form .field__label')].map((label) =>
      (label.firstChild?.textContent ?? '').trim(),
    );
    expect(fields[fields.indexOf('Company name') + 1]).toBe('Company name reading');
    await user.clear(screen.getByLabelText(/^Position/));
    await user.type(screen.getByLabelText(/^Position/), 'Head buyer');
    await user.type(screen.getByLabelText(/^Company name reading/), 'Lakeside');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(api.callsTo('POST /account/member/update')[0]?.body).toMatchObject({
      user: {
        name_read: 'Alex Buyer',
        company_read: 'Lakeside',
        company_division: 'Purchasing',
        company_position: 'Head buyer',
      },
    });
  });

  it('asks for katakana in a reading typed on the Japanese page, and sends nothing until then', async () => {
    const api = memberApi();
    const { user } = renderApp(null, {
      url: '/mypage/profile',
      session: { ...signedInSession, language: 'jp' },
      locale: 'jp',
      api,
    });
    await user.click(await screen.findByRole('button', { name: '編集する' }));
    const reading = screen.getByLabelText(/^フリガナ（会社名）/);
    await user.type(reading, 'れいくさいど');
    await user.click(screen.getByRole('button', { name: '変更を保存する' }));
    expect(
      await screen.findByText(
        'フリガナ（会社名）はカタカナ（長音符ーを含む）で入力してください。',
        inPlace,
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /account/member/update')).toHaveLength(0);
    await user.clear(reading);
    await user.type(reading, 'レイクサイドプロビジョンズ');
    await user.click(screen.getByRole('button', { name: '変更を保存する' }));
    // The stored Latin name reading is kept as it is: it does not block the save.
    expect(await screen.findByText('変更を保存しました。')).toBeInTheDocument();
    expect(api.callsTo('POST /account/member/update')).toHaveLength(1);
    expect(api.callsTo('POST /account/member/update')[0]?.body).toMatchObject({
      user: { name_read: 'Alex Buyer', company_read: 'レイクサイドプロビジョンズ' },
    });
  });
});

describe('profile: where mails go', () => {
  it('is not offered without a second address', async () => {
    renderApp(null, { url: '/mypage/profile', session: signedInSession, api: memberApi() });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: "Send the site's mails to" })).toBeNull();
  });

  it('offers the sign-in address, the second address or both once there is a second one', async () => {
    const api = memberApi({ ...buyer, email_secondary: 'desk@lakeside.example.com' });
    const { user } = renderApp(null, { url: '/mypage/profile', session: signedInSession, api });
    const group = await screen.findByRole('group', { name: "Send the site's mails to" });
    expect(within(group).getByRole('radio', { name: /Your sign-in address/ })).toBeChecked();
    expect(within(group).getByText('desk@lakeside.example.com')).toBeInTheDocument();
    const card = group.closest('section')!;
    const save = within(card as HTMLElement).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: 'Both addresses' }));
    await user.click(save);
    expect(await screen.findByText('Saved: your mails go where you chose.')).toBeInTheDocument();
    expect(api.callsTo('POST /account/member/update')[0]?.body).toEqual({
      user: { receiving_email_selection: 'both' },
    });
  });
});

// docs/rules/accounts.md#form-messages: a refused save's banner used to stay beside the field
// messages of the next press, which it did not answer.
describe('profile: a refused save', () => {
  it('takes the refusal away at the next press, and when a field is changed', async () => {
    const api = createFakeApi({
      'POST /account/member/get': ok({ user: buyer }),
      'POST /account/member/update': fail('E000-400', 'The profile could not be saved.', 400),
    });
    const { user } = renderApp(null, { url: '/mypage/profile', session: signedInSession, api });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const save = () => user.click(screen.getByRole('button', { name: 'Save changes' }));
    const refusal = () => screen.queryByText(/The profile could not be saved/);
    await save();
    expect(await screen.findByText(/The profile could not be saved/)).toBeVisible();
    await user.type(screen.getByLabelText(/^Position/), ' 2');
    expect(refusal()).toBeNull();

    await save();
    expect(await screen.findByText(/The profile could not be saved/)).toBeVisible();
    await user.clear(screen.getByLabelText(/^Company name(?! reading)/));
    expect(refusal()).toBeNull();
    await save();
    expect(await screen.findByText(/Please check the form again/)).toBeVisible();
    expect(refusal()).toBeNull();
    expect(api.callsTo('POST /account/member/update')).toHaveLength(2);
  });
});
