import { act, screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '@/testing/fake-api';
import { inPlace } from '@/testing/field-message';
import { renderApp, signedInSession } from '@/testing/render-app';
import { requestBff } from './request-fakes';

const stack = requestBff;

describe('ask request to a supplier', () => {
  it('is prefilled from the profile and sends through inquiries/put after the confirmation', async () => {
    const api = stack();
    const { user } = renderApp(null, {
      url: '/js_ask_company?id=5001',
      session: signedInSession,
      api,
    });
    expect(await screen.findByRole('link', { name: 'Nakamura Foods Co., Ltd.' })).toBeVisible();
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Alex Morgan');
    expect(screen.getByLabelText(/^Email Required/)).toHaveValue('buyer@example.com');
    expect(screen.getByLabelText(/^Email \(confirmation\)/)).toHaveValue('buyer@example.com');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue(
      'Question about Nakamura Foods Co., Ltd.',
    );

    await user.type(screen.getByLabelText(/^Message/), 'Do you ship to Italy?');
    await user.click(screen.getByRole('button', { name: 'Review your request' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your request' }),
    ).toBeVisible();
    expect(screen.getByText('Do you ship to Italy?')).toBeVisible();
    expect(api.callsTo('POST /inquiries/put')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your request has been sent' }),
    ).toBeVisible();
    expect(screen.getByText('42')).toBeVisible();
    expect(api.callsTo('POST /inquiries/put')[0]?.body).toEqual({
      type: 'ask_company',
      title: 'Question about Nakamura Foods Co., Ltd.',
      name: 'Alex Morgan',
      email: 'buyer@example.com',
      text: 'Do you ship to Italy?',
      supplier_id: '5001',
    });
  });

  it('refuses to go on while a field is empty or the emails differ', async () => {
    const api = stack();
    const { user } = renderApp(null, {
      url: '/js_ask_company?id=5001',
      session: signedInSession,
      api,
    });
    const confirmation = await screen.findByLabelText(/^Email \(confirmation\)/);
    await user.clear(confirmation);
    await user.type(confirmation, 'buyer@example.org');
    await user.click(screen.getByRole('button', { name: 'Review your request' }));
    expect(await screen.findByText('Message is required.', inPlace)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Inquiry to a supplier' })).toBeVisible();

    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Review your request' }));
    expect(await screen.findByText('Email does not match.', inPlace)).toBeVisible();
    expect(api.callsTo('POST /inquiries/put')).toEqual([]);
  });

  /** Asks the supplier through the confirmation step, with `reply` as the BFF's answer to sending. */
  const sendAsk = async (reply: ReturnType<typeof fail>) => {
    const api = stack();
    api.on('POST /inquiries/put', reply);
    const { user } = renderApp(null, {
      url: '/js_ask_company?id=5001',
      session: signedInSession,
      api,
    });
    await user.type(await screen.findByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Review your request' }));
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    return screen.findByRole('alert');
  };

  it("shows the BFF's message and stays on the confirmation when sending fails", async () => {
    const alert = await sendAsk(fail('E999-999', 'We could not reach the server.', 502));
    expect(alert).toHaveTextContent('We could not reach the server.');
    expect(screen.getByRole('heading', { level: 1, name: 'Check your request' })).toBeVisible();
  });

  it('says the request may have reached the supplier when the gateway got no clear answer', async () => {
    // E999-999 after a timeout: the upstream may have stored the request all the same.
    const alert = await sendAsk(fail('E999-999', 'A communication error occurred.', 504));
    expect(alert).toHaveTextContent('A communication error occurred.');
    expect(alert).toHaveTextContent(
      `If a copy arrives at ${signedInSession.user?.email} in the next few minutes, it was sent`,
    );
  });

  // The mail budget refused it: it says the request was not sent and stays to be sent, beside
  // Send (a long confirmation had the message off the screen above the lines).
  it('says a request refused by the mail budget was not sent, beside Send', async () => {
    const alert = await sendAsk(
      fail('E000-429', 'Too many attempts. Try again in 54 minutes. [E000-429]', 429),
    );
    expect(alert).toHaveTextContent('Try again in 54 minutes.');
    expect(alert).toHaveTextContent('Your request has not been sent.');
    const send = screen.getByRole('button', { name: 'Send request' });
    expect(alert.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByText('Hello').compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says nothing of a copy when the gateway refused the request', async () => {
    const alert = await sendAsk(fail('E001-002', 'Check the fields marked below.', 400));
    expect(alert).toHaveTextContent('Check the fields marked below.');
    expect(alert).not.toHaveTextContent(/copy arrives/);
  });
});

// docs/rules/accounts.md#names: the buyer's name as the header says it, in the name and the
// attendees alike (the profile stores 'Alex Morgan'): a name in Latin letters stays given name
// first on a Japanese page too, where it used to read 'Morgan Alex'.
describe('the buyer’s name on a request', () => {
  it.each([
    ['en', /^Your name/, /^Attendees/, 'Alex Morgan'],
    ['jp', /^お名前/, /^参加者/, 'Alex Morgan'],
  ] as const)(
    'is prefilled in the page language’s order (%s)',
    async (language, name, attendees, value) => {
      renderApp(null, {
        url: '/js_bizmtg_product?code=P100001',
        session: { ...signedInSession, language },
        api: stack(),
      });
      expect(await screen.findByLabelText(name)).toHaveValue(value);
      expect(screen.getByLabelText(attendees)).toHaveValue(value);
    },
  );
});

describe('business-meeting request about a product', () => {
  // The zones the form reads while the browser is idle: run by a test, never by the clock.
  let idle: IdleRequestCallback[] = [];
  const runIdle = () =>
    act(() => {
      for (let runs = 0; idle.length > 0 && runs < 10_000; runs += 1)
        idle.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
    });
  beforeEach(() => {
    idle = [];
    // jsdom has none: kept for the file, as a form may be unmounted after this block's hooks.
    window.requestIdleCallback = (read) => idle.push(read);
    window.cancelIdleCallback = () => undefined;
    // The buyer's browser runs in Rome: the form starts with that zone.
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone: 'Europe/Rome' };
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('lists what to fix at the top, a proposed time named by its proposal (UI.md "Forms")', async () => {
    const { user } = renderApp(null, {
      url: '/js_bizmtg_product?code=P100001',
      session: signedInSession,
      api: stack(),
    });
    await user.click(await screen.findByRole('button', { name: 'Review your request' }));
    const summary = await screen.findByRole('alert', {}, { timeout: 5000 });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining([
        'Format: please choose one.',
        'Proposal 1 Date: Propose at least one date and time.',
      ]),
    );
    // The format's link leads to its first choice, the group having no id of its own.
    await user.click(within(summary).getByRole('link', { name: 'Format: please choose one.' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Online' })).toHaveFocus(), {
      timeout: 5000,
    });
  });

  it('lists every zone once read in idle time, without the select being focused', async () => {
    renderApp(null, {
      url: '/js_bizmtg_product?code=P100001',
      session: signedInSession,
      api: stack(),
    });
    const select = await screen.findByLabelText('Your time zone');
    expect(within(select).getAllByRole('option')).toHaveLength(1);
    await runIdle();
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(100), {
      timeout: 10000,
    });
    expect(select).toHaveValue('Europe/Rome');
    expect(select).not.toHaveFocus();
  });

  // docs/rules/lists-and-requests.md#meeting-times: each zone in the page language with its
  // offset (winter or summer time, whichever applies now), sorted by it; the value the IANA id.
  it.each([
    [
      'en',
      'Your time zone',
      /^\(UTC\+0[12]:00\) Central European Time — Rome$/,
      /^\(UTC\+09:00\) Japan Standard Time — Tokyo$/,
    ],
    [
      'jp',
      'お客様のタイムゾーン',
      /^（UTC\+0[12]:00）中央ヨーロッパ時間 — イタリア$/,
      /^（UTC\+09:00）日本標準時$/,
    ],
  ] as const)(
    'shows the buyer’s zone at once, and every zone in the page language once opened (%s)',
    async (language, label, rome, tokyo) => {
      const { user } = renderApp(null, {
        url: '/js_bizmtg_product?code=P100001',
        session: { ...signedInSession, language },
        api: stack(),
      });
      const select = await screen.findByLabelText(label);
      // Reading ~420 zones takes a browser a few hundred ms: not before the form is shown.
      const first = within(select).getAllByRole('option') as HTMLOptionElement[];
      expect(first.map((option) => [option.value, rome.test(option.text)])).toEqual([
        ['Europe/Rome', true],
      ]);
      expect(select).toHaveValue('Europe/Rome');
      // Closed, the chosen zone is shown in full, wrapping, where a phone's select cuts it off.
      const shown = select.parentElement?.querySelector('.zone-select__shown');
      expect(shown?.textContent).toMatch(rome);
      await user.click(select);
      expect(select).toHaveValue('Europe/Rome');
      const options = within(select).getAllByRole('option') as HTMLOptionElement[];
      expect(options.length).toBeGreaterThan(100);
      expect(options.find((option) => rome.test(option.text))?.value).toBe('Europe/Rome');
      expect(options.find((option) => tokyo.test(option.text))?.value).toBe('Asia/Tokyo');
      expect(options.filter((option) => /[/_]/.test(option.text))).toEqual([]);
      const offsets = options.map((option) => Number(/UTC([+-]\d{2})/.exec(option.text)?.[1]));
      expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    },
  );

  it('takes times in the buyer zone, shows Japan time under them and sends instants', async () => {
    const api = stack();
    const { user } = renderApp(null, {
      url: '/js_bizmtg_product?code=P100001',
      session: signedInSession,
      api,
    });
    expect(await screen.findByRole('link', { name: 'Juwari Buckwheat Soba' })).toBeVisible();
    await user.type(screen.getByLabelText(/^Message/), 'Could we meet at FOODEX?');
    await user.click(screen.getByLabelText('In person'));
    // Chosen by its English name; the IANA id is what is sent.
    await user.click(screen.getByLabelText('Your time zone'));
    await user.selectOptions(
      screen.getByLabelText('Your time zone'),
      screen.getByRole('option', { name: /^\(UTC\+0[12]:00\) Central European Time — Rome$/ }),
    );
    const date = screen.getByLabelText('Date');
    await user.type(date, '2030-12-02');
    await user.type(screen.getByLabelText('Time'), '10:00');
    expect(screen.getByText('Japan time: 2 Dec 2030, 18:00')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add another time' }));
    expect(screen.getByRole('group', { name: 'Proposal 2' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove proposal 2' }));

    await user.click(screen.getByRole('button', { name: 'Review your request' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your request' }),
    ).toBeVisible();
    // The Japan time column says its zone in each cell, as the buyer's does and the inbox and the
    // mail do (docs/rules/lists-and-requests.md#meeting-times).
    expect(screen.getByRole('cell', { name: '2 Dec 2030, 18:00 JST' })).toBeVisible();
    expect(
      screen.getByRole('columnheader', { name: 'Your time (Central European Time — Rome)' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByRole('heading', { level: 1, name: 'Your request has been sent' });
    expect(api.callsTo('POST /inquiries/put')[0]?.body).toEqual({
      type: 'bizmtg_product',
      title: 'Business meeting request: Juwari Buckwheat Soba',
      name: 'Alex Morgan',
      email: 'buyer@example.com',
      text: 'Could we meet at FOODEX?',
      supplier_id: '5001',
      item_id: '100001',
      meeting_style: 'in_person',
      attendees: 'Alex Morgan',
      time_zone: 'Europe/Rome',
      preferred_dates: ['2030-12-02T09:00:00.000Z'],
    });
  });

  // docs/rules/lists-and-requests.md#meeting-times: Tue 10 Dec 2030 16:00 and 0:30 in Japan,
  // typed on the browser's own clock (the form's zone to start with).
  const onBrowserClock = (iso: string) => {
    const [date, time] = new Intl.DateTimeFormat('sv-SE', {
      dateStyle: 'short',
      timeStyle: 'short',
    })
      .format(new Date(iso))
      .split(' ');
    return { date: date!, time: time! };
  };
  it.each([
    ['en', 'Date', 'Time', 'This is outside office hours in Japan', 'Some of these times'],
    [
      'jp',
      '日付',
      '時刻',
      '日本の営業時間（平日9:00〜18:00）外の日時です',
      '外の日時が含まれています',
    ],
  ] as const)(
    'notes, without refusing, a time outside office hours in Japan (%s)',
    async (locale, dateLabel, timeLabel, note, reviewNote) => {
      const { user } = renderApp(null, {
        url: '/js_bizmtg_product?code=P100001',
        session: { ...signedInSession, ...(locale === 'jp' ? { language: 'jp' as const } : {}) },
        locale,
        api: stack(),
      });
      await user.type(await screen.findByLabelText(/^(Message|お問い合わせ内容)/), 'Hello');
      await user.click(screen.getByLabelText(/^(In person|対面)/));
      const working = onBrowserClock('2030-12-10T07:00:00Z');
      await user.type(screen.getByLabelText(dateLabel), working.date);
      await user.type(screen.getByLabelText(timeLabel), working.time);
      expect(screen.queryByText(new RegExp(note))).toBeNull();
      const night = onBrowserClock('2030-12-09T15:30:00Z');
      await user.clear(screen.getByLabelText(dateLabel));
      await user.type(screen.getByLabelText(dateLabel), night.date);
      await user.clear(screen.getByLabelText(timeLabel));
      await user.type(screen.getByLabelText(timeLabel), night.time);
      expect(screen.getByText(new RegExp(note))).toBeVisible();
      await user.click(
        screen.getByRole('button', { name: /^(Review your request|入力内容を確認する)/ }),
      );
      expect(await screen.findByText(new RegExp(reviewNote))).toBeVisible();
    },
  );

  // The browser's date and time inputs write 'mm/dd/yyyy' and '10:00 AM' on a Japanese page in an
  // English browser: the row reads the buyer's choice back the page's way, announced with the field;
  // with the time, in the Japan time's own format and naming the buyer's zone (Rome here), not
  // 「ご希望日時：2030年12月02日（月） 10:00」 under 「日本時間：2030/12/02 18:00」.
  it.each([
    [
      'en',
      'Date',
      'Time',
      'Your date: Mon 2 Dec 2030',
      'Your time (Central European Time — Rome): 2 Dec 2030, 10:00',
      'Japan time: 2 Dec 2030, 18:00',
      '2\u00a0Dec\u00a02030,\u00a010:00',
    ],
    [
      'jp',
      '日付',
      '時刻',
      'ご希望日：2030年12月02日（月）',
      'ご希望日時（中央ヨーロッパ時間 — イタリア）：2030/12/02 10:00',
      '日本時間：2030/12/02 18:00',
      '2030/12/02\u00a010:00',
    ],
  ] as const)(
    'reads the proposed day and time back in the page language (%s)',
    async (locale, dateLabel, timeLabel, day, dayTime, japan, together) => {
      const { user } = renderApp(null, {
        url: '/js_bizmtg_product?code=P100001',
        session: { ...signedInSession, ...(locale === 'jp' ? { language: 'jp' as const } : {}) },
        locale,
        api: stack(),
      });
      const date = await screen.findByLabelText(dateLabel);
      await user.type(date, '2030-12-02');
      expect(await screen.findByText(day)).toBeVisible();
      expect(date).toHaveAccessibleDescription(day);
      await user.type(screen.getByLabelText(timeLabel), '10:00');
      const chosen = await screen.findByText((_, node) => node?.id === 'proposal-1-chosen');
      expect(chosen).toHaveTextContent(dayTime, { normalizeWhitespace: true });
      expect(screen.getByLabelText(timeLabel)).toHaveAccessibleDescription(
        dayTime.replace(together.replaceAll('\u00a0', ' '), together),
      );
      // The date and its time stay on one line: 「2030/12/02」 was left above 「10:00」 at 390 px.
      expect(chosen.textContent).toContain(together);
      expect(screen.getByText(japan)).toBeVisible();
    },
  );

  // The Japan time sits under the date and time (its own line at 390 and 1280 px): the hint said
  // 'beside' / 「横に」.
  it.each([
    ['en', 'Up to five. Enter them in your own time zone: Japan time is shown under each.'],
    [
      'jp',
      '最大5件まで。ご自身のタイムゾーンで入力してください。日本時間を各日時の下に表示します。',
    ],
  ] as const)(
    'says where Japan time is shown, as the row lays it out (%s)',
    async (locale, hint) => {
      renderApp(null, {
        url: '/js_bizmtg_product?code=P100001',
        session: { ...signedInSession, ...(locale === 'jp' ? { language: 'jp' as const } : {}) },
        locale,
        api: stack(),
      });
      expect(await screen.findByText(hint, {}, { timeout: 5000 })).toBeVisible();
    },
  );

  it('needs a format and at least one whole future time', async () => {
    const api = stack();
    const { user } = renderApp(null, {
      url: '/js_bizmtg_product?code=P100001',
      session: signedInSession,
      api,
    });
    await user.type(await screen.findByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Review your request' }));
    expect(await screen.findByText('Format: please choose one.', inPlace)).toBeVisible();
    expect(screen.getByText('Propose at least one date and time.')).toBeVisible();

    await user.type(screen.getByLabelText('Date'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Review your request' }));
    expect(await screen.findByText('Enter both the date and the time.')).toBeVisible();
    await user.type(screen.getByLabelText('Time'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Review your request' }));
    expect(await screen.findByText('Propose a time in the future.')).toBeVisible();
    expect(api.callsTo('POST /inquiries/put')).toEqual([]);
  });

  it('asks for a product first when the page has none, with the way to one', async () => {
    const api = stack();
    renderApp(null, { url: '/js_bizmtg_product', session: signedInSession, api });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Choose a product first/);
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      '/search/searchList',
    );
  });

  // UI.md: an error says what to do next, in the words of the buttons that do it: the search link
  // below, then the button on the product's (or supplier's) page that opens this form. The quote
  // page said "use 'Ask about this product'", a button that opens another form.
  it.each([
    [
      '/js_quote_product',
      'en',
      'Choose a product first: find it with “Browse all products”, then use “Request a quote” on its page.',
    ],
    [
      '/js_quote_product',
      'jp',
      '先に商品を選んでください。「すべての商品を見る」から商品を探し、商品ページの「見積もりを依頼する」からお進みください。',
    ],
    [
      '/js_bizmtg_product',
      'en',
      'Choose a product first: find it with “Browse all products”, then use “Request a meeting” on its page.',
    ],
    [
      '/js_ask_product',
      'jp',
      '先に商品を選んでください。「すべての商品を見る」から商品を探し、商品ページの「この商品について問い合わせる」からお進みください。',
    ],
    [
      '/js_bizmtg_company',
      'en',
      'Choose a supplier first: find it with “Browse all suppliers”, then use “Request a business meeting” on its page.',
    ],
    [
      '/js_ask_company',
      'jp',
      '先に事業者を選んでください。「すべての事業者を見る」から事業者を探し、事業者ページの「この事業者に問い合わせる」からお進みください。',
    ],
  ] as const)(
    'says what to do next in the words of the buttons that do it (%s, %s)',
    async (url, language, said) => {
      const api = stack();
      renderApp(null, { url, session: { ...signedInSession, language }, api, locale: language });
      expect((await screen.findByRole('alert')).textContent).toBe(said);
    },
  );

  // A withdrawn product's link is not the buyer's mistake: said as its product page says it, with
  // the search, not "Choose a product first" (UI.md "Words").
  it.each(['/js_bizmtg_product', '/js_quote_product', '/js_ask_product'])(
    'says a product that is gone is no longer listed (%s)',
    async (path) => {
      const api = stack();
      api.on('POST /items/detail', ok({ items: [] }));
      renderApp(null, { url: `${path}?code=P999999`, session: signedInSession, api });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This product is no longer listed' }),
      ).toBeVisible();
      expect(screen.getByText(/P999999/)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Browse all products' })).toBeVisible();
      expect(screen.queryByText(/Choose a product first/)).toBeNull();
    },
  );

  it('says a supplier that is gone is no longer listed', async () => {
    const api = stack();
    api.on('POST /suppliers/detail', fail('E000-004', 'The supplier was not found.', 404));
    renderApp(null, { url: '/js_ask_company?id=9999', session: signedInSession, api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This supplier is no longer listed' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse all suppliers' })).toBeVisible();
  });
});
