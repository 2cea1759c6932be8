import { screen, within } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';

const user = (extra: Record<string, unknown> = {}) => ({
  id: 'u1',
  email: 'buyer@example.com',
  name: 'Alex Buyer',
  external_point: { email_dm_unnecessary_flg: '1' },
  ...extra,
});
const linkedUser = user({
  external_point: { email_dm_unnecessary_flg: '1', card_member_no: 'KP20260001' },
});
const history = ok({
  card_member_no: 'KP20260001',
  balance: { base_grant_point: 1200, special_grant_point: 300, effective_point: 1500 },
  histories: [{ occurred_at: '2026-10-20T08:00:00.000Z', point: 200, reason: 'Partner store' }],
  hit: 1,
});
const organizations = ok({
  organizations: [
    {
      organization_code: 'pfia',
      name: 'Pacific Food Importers Association',
      member_no: 'PFIA-2291',
      linked_at: '2025-06-01T00:00:00.000Z',
    },
  ],
  joinable: [{ organization_code: 'nordic-design', name: 'Nordic Design Buyers Guild' }],
});

const renderLinked = (handlers: Parameters<typeof createFakeApi>[0]) =>
  renderApp(null, {
    url: '/mypage/linked',
    session: signedInSession,
    api: createFakeApi({ 'POST /externalOrganizations/list': organizations, ...handlers }),
  });

describe('/mypage/linked: points card (docs/rules/linked-services.md#points-card)', () => {
  it('checks the card fields before any call, then checks, links and shows the card', async () => {
    let current = user();
    const { user: u, api } = renderLinked({
      'POST /account/member/get': () => ok({ user: current }),
      'POST /externalPoint/canMerge': ok({
        can_merge: true,
        base_grant_point: 1200,
        special_grant_point: 300,
        effective_point: 1500,
      }),
      'POST /account/member/update': () => {
        current = linkedUser;
        return ok({ user: current });
      },
      'POST /externalPoint/history/get': history,
    });
    const number = await screen.findByLabelText(/Card number/);
    await u.type(number, 'KP-2026');
    await u.type(screen.getByLabelText(/^PIN/), '48a6');
    await u.click(screen.getByRole('button', { name: 'Check card' }));
    expect(await screen.findByText('Card number must be 1 to 20 letters or digits.')).toBeVisible();
    expect(screen.getByText('PIN must be 1 to 10 digits.')).toBeVisible();
    expect(api.callsTo('POST /externalPoint/canMerge')).toHaveLength(0);

    await u.clear(number);
    await u.type(number, 'KP20260001');
    await u.clear(screen.getByLabelText(/^PIN/));
    await u.type(screen.getByLabelText(/^PIN/), '4826');
    await u.click(screen.getByRole('button', { name: 'Check card' }));
    expect(await screen.findByText(/Card KP20260001 holds 1,500 points/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Link this card' }));
    expect(await screen.findByText('Your points card has been linked.')).toBeVisible();
    expect(api.callsTo('POST /account/member/update')[0]?.body).toEqual({
      user: { external_point: { card_member_no: 'KP20260001', pin_cd: '4826' } },
    });
    expect(await screen.findByText('1,500 pt')).toBeVisible();
    expect(screen.getByText('Partner store')).toBeVisible();
  });

  it('says when the card belongs to someone else and offers no link', async () => {
    const { user: u } = renderLinked({
      'POST /account/member/get': ok({ user: user() }),
      'POST /externalPoint/canMerge': ok({
        can_merge: false,
        base_grant_point: 0,
        special_grant_point: 0,
        effective_point: 0,
      }),
    });
    await u.type(await screen.findByLabelText(/Card number/), 'KP20260002');
    await u.type(screen.getByLabelText(/^PIN/), '1357');
    await u.click(screen.getByRole('button', { name: 'Check card' }));
    expect(
      await screen.findByText(/Card KP20260002 is already linked to another member/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Link this card' })).not.toBeInTheDocument();
  });

  it('unlinks only with the password, and shows the refusal of a wrong one', async () => {
    let current = linkedUser;
    const { user: u, api } = renderLinked({
      'POST /account/member/get': () => ok({ user: current }),
      'POST /externalPoint/history/get': history,
      'POST /externalPoint/unlink': (call) => {
        if ((call.body as { password: string }).password !== 'Kakehashi-2026')
          return fail('E001-005', 'The current password is incorrect.');
        current = user();
        return ok({});
      },
    });
    const unlink = await screen.findByRole('button', { name: 'Unlink card' });
    await u.click(unlink);
    expect(await screen.findByText('Current password is required.')).toBeVisible();
    expect(api.callsTo('POST /externalPoint/unlink')).toHaveLength(0);
    await u.type(screen.getByLabelText(/Current password/), 'wrong-one');
    await u.click(unlink);
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    await u.clear(screen.getByLabelText(/Current password/));
    await u.type(screen.getByLabelText(/Current password/), 'Kakehashi-2026');
    await u.click(unlink);
    expect(await screen.findByText('Your points card has been unlinked.')).toBeVisible();
    expect(await screen.findByLabelText(/Card number/)).toBeVisible();
  });
});

it('saves the programme mail choice at once, as external_point.email_dm_unnecessary_flg', async () => {
  const { user: u, api } = renderLinked({
    'POST /account/member/get': ok({ user: linkedUser }),
    'POST /externalPoint/history/get': history,
    'POST /account/member/update': ok({
      user: user({
        external_point: { email_dm_unnecessary_flg: '0', card_member_no: 'KP20260001' },
      }),
    }),
  });
  const box = await screen.findByRole('checkbox', {
    name: "Send me the points programme's offers by email",
  });
  expect(box).not.toBeChecked();
  await u.click(box);
  expect(await screen.findByText('Your changes have been saved.')).toBeVisible();
  expect(box).toBeChecked();
  expect(api.callsTo('POST /account/member/update')[0]?.body).toEqual({
    user: { external_point: { email_dm_unnecessary_flg: '0' } },
  });
});

describe('/mypage/linked: organisations (docs/rules/linked-services.md#organisations)', () => {
  it('needs a choice and a number to add one, and shows a connection code', async () => {
    const { user: u, api } = renderLinked({
      'POST /account/member/get': ok({ user: user() }),
      'POST /externalOrganizations/put': ok({}),
      'POST /externalOrganizations/tokenGet': ok({
        token: 'org_abc123',
        expires_at: '2026-11-23T09:05:00.000Z',
      }),
    });
    const add = await screen.findByRole('button', { name: 'Add organisation' });
    await u.click(add);
    expect(await screen.findByText('Organisation: please choose one.')).toBeVisible();
    expect(screen.getByText('Membership number is required.')).toBeVisible();
    await u.selectOptions(screen.getByRole('combobox', { name: /^Organisation/ }), 'nordic-design');
    await u.type(screen.getByLabelText(/^Membership number/), 'NDB-1001');
    await u.click(add);
    expect(await screen.findByText('The organisation has been added.')).toBeVisible();
    expect(api.callsTo('POST /externalOrganizations/put')[0]?.body).toEqual({
      organization_code: 'nordic-design',
      member_no: 'NDB-1001',
    });
    await u.click(
      screen.getByRole('button', {
        name: 'Connection code for Pacific Food Importers Association',
      }),
    );
    const code = await screen.findByText('org_abc123');
    const token = within(code.closest('.linked-token') as HTMLElement);
    expect(token.getByText(/23 Nov 2026, 18:05 JST/)).toBeVisible();
    // Too long to read out: copied with one press, which says so.
    await u.click(token.getByRole('button', { name: 'Copy code' }));
    expect(await token.findByText('Copied.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('org_abc123');
  });
});

describe('/mail/unsubscribe (docs/rules/linked-services.md#promotion-mail-unsubscribe)', () => {
  it('refuses a malformed token without calling the BFF', async () => {
    const { api } = renderApp(null, {
      url: '/mail/unsubscribe?token=https://evil.example/',
      api: createFakeApi({}),
    });
    expect(
      await screen.findByRole('heading', { name: 'We could not unsubscribe you' }),
    ).toBeVisible();
    expect(api.callsTo('POST /promotionMails/unsubscribe')).toHaveLength(0);
  });

  it('unsubscribes a signed-out visitor only after the button, in Japanese too', async () => {
    const { user: u, api } = renderApp(null, {
      url: '/mail/unsubscribe?token=pm_0123456789abcdef',
      locale: 'jp',
      session: { language: 'jp' },
      api: createFakeApi({ 'POST /promotionMails/unsubscribe': ok({}) }),
    });
    const confirm = await screen.findByRole('button', { name: '配信を停止する' });
    expect(api.callsTo('POST /promotionMails/unsubscribe')).toHaveLength(0);
    await u.click(confirm);
    expect(await screen.findByRole('heading', { name: '配信を停止しました' })).toBeVisible();
    expect(api.callsTo('POST /promotionMails/unsubscribe')[0]?.body).toEqual({
      token: 'pm_0123456789abcdef',
    });
  });

  it('shows the failed screen when the upstream refuses the token', async () => {
    const { user: u } = renderApp(null, {
      url: '/mail/unsubscribe?token=pm_0123456789abcdef',
      api: createFakeApi({
        'POST /promotionMails/unsubscribe': fail(
          'E001-004',
          'This link has expired or is invalid.',
        ),
      }),
    });
    await u.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'We could not unsubscribe you' }),
    ).toBeVisible();
  });
});

describe('profile: second address (docs/rules/linked-services.md#notification-address)', () => {
  it('stores the address only with the mailed code', async () => {
    const { user: u, api } = renderApp(null, {
      url: '/mypage/profile',
      session: signedInSession,
      api: createFakeApi({
        'POST /account/member/get': ok({ user: user() }),
        'POST /notifications/email/send': ok({}),
        'POST /notifications/email/verify': (call) =>
          (call.body as { code: string }).code === '123456'
            ? ok({ user: user({ email_secondary: 'team@example.com' }) })
            : fail('E082-001', 'The confirmation code is incorrect.'),
      }),
    });
    // Closed until asked for: no field marked 'Required' for an optional address.
    expect(await screen.findByText('No second address yet.')).toBeVisible();
    expect(screen.queryByLabelText(/Second email address/)).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add a second address' }));
    await u.type(await screen.findByLabelText(/Second email address/), 'team@example.com');
    await u.click(screen.getByRole('button', { name: 'Send confirmation code' }));
    expect(await screen.findByText(/We sent a 6-digit code to team@example.com/)).toBeVisible();
    await u.type(screen.getByLabelText(/Confirmation code/), '000000');
    await u.click(screen.getByRole('button', { name: 'Confirm address' }));
    expect(await screen.findByText('The confirmation code is incorrect.')).toBeInTheDocument();
    await u.clear(screen.getByLabelText(/Confirmation code/));
    await u.type(screen.getByLabelText(/Confirmation code/), '123456');
    await u.click(screen.getByRole('button', { name: 'Confirm address' }));
    expect(
      await screen.findByText('team@example.com is confirmed as your second address.'),
    ).toBeVisible();
    expect(api.callsTo('POST /notifications/email/verify').at(-1)?.body).toEqual({
      email: 'team@example.com',
      code: '123456',
    });
    expect(screen.getByRole('button', { name: 'Remove second address' })).toBeVisible();
    expect(screen.queryByLabelText(/Second email address/)).not.toBeInTheDocument();
  });
});

describe('/mypage/linked: organisation actions (docs/rules/linked-services.md#organisations)', () => {
  it('asks before removing an organisation, in place, and removes it only once confirmed', async () => {
    const { user: u, api } = renderLinked({
      'POST /account/member/get': ok({ user: user() }),
      'POST /externalOrganizations/delete': ok({}),
    });
    await u.click(
      await screen.findByRole('button', { name: 'Remove: Pacific Food Importers Association' }),
    );
    const question = screen.getByRole('alertdialog', {
      name: 'Remove Pacific Food Importers Association from your account?',
    });
    await u.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /externalOrganizations/delete')).toHaveLength(0);

    await u.click(
      screen.getByRole('button', { name: 'Remove: Pacific Food Importers Association' }),
    );
    await u.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('The organisation has been removed.')).toBeVisible();
    expect(api.callsTo('POST /externalOrganizations/delete')[0]?.body).toEqual({
      organization_code: 'pfia',
    });
  });

  it("clears the last action's failure when another action starts", async () => {
    const { user: u } = renderLinked({
      'POST /account/member/get': ok({ user: user() }),
      'POST /externalOrganizations/tokenGet': fail('E999-999', 'No code could be issued.'),
      'POST /externalOrganizations/put': ok({}),
    });
    await u.click(
      await screen.findByRole('button', {
        name: 'Connection code for Pacific Food Importers Association',
      }),
    );
    expect(await screen.findByText('No code could be issued.')).toBeVisible();
    await u.selectOptions(screen.getByRole('combobox', { name: /^Organisation/ }), 'nordic-design');
    await u.type(screen.getByLabelText(/^Membership number/), 'NDB-1001');
    await u.click(screen.getByRole('button', { name: 'Add organisation' }));
    expect(await screen.findByText('The organisation has been added.')).toBeVisible();
    expect(screen.queryByText('No code could be issued.')).not.toBeInTheDocument();
  });
});

describe('profile: correcting the second address (docs/rules/linked-services.md#notification-address)', () => {
  const renderProfile = () =>
    renderApp(null, {
      url: '/mypage/profile',
      session: signedInSession,
      api: createFakeApi({
        'POST /account/member/get': ok({ user: user() }),
        'POST /notifications/email/send': ok({}),
      }),
    });

  it('lets the buyer correct the address after a code was sent, and sends to the new one', async () => {
    const { user: u, api } = renderProfile();
    await u.click(await screen.findByRole('button', { name: 'Add a second address' }));
    const address = await screen.findByLabelText(/Second email address/);
    await u.type(address, 'tem@example.com');
    await u.click(screen.getByRole('button', { name: 'Send confirmation code' }));
    expect(await screen.findByText(/We sent a 6-digit code to tem@example.com/)).toBeVisible();

    await u.clear(address);
    await u.type(address, 'team@example.com');
    expect(screen.queryByLabelText(/Confirmation code/)).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Send confirmation code' }));
    expect(await screen.findByText(/We sent a 6-digit code to team@example.com/)).toBeVisible();
    expect(api.callsTo('POST /notifications/email/send').map((call) => call.body)).toEqual([
      { email: 'tem@example.com' },
      { email: 'team@example.com' },
    ]);
  });
});
