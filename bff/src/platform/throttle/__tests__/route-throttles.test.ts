import {
  demoBuyer,
  signedInBrowser,
  mockForFile,
  startBff,
  type Bff,
  type Browser,
} from '../../../__tests__/support/stack';

/**
 * Issue 23 items 3, 8, 10, 15, 19: every probe, mail and guess is counted before the upstream is
 * asked (route-throttles.ts), over HTTP against the real mock.
 */
const mock = mockForFile();
let bff: Bff | undefined;
beforeEach(() => mock.reset());
afterEach(async () => {
  await bff?.close();
  bff = undefined;
});

/** One request from `address`, as the proxy in front would say (one trusted hop). */
const from = (address: string, path: string, body: object) =>
  bff!.browser().agent.post(path).set('X-CSRF', '1').set('X-Forwarded-For', address).send(body);

/** Sends until the first 429 and says after how many; the 429 must be complete. */
const triesBefore429 = async (
  send: (
    i: number,
  ) => PromiseLike<{ status: number; headers: Record<string, string>; body: { message: string } }>,
  max = 60,
) => {
  for (let i = 0; i < max; i += 1) {
    const res = await send(i);
    if (res.status === 429) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body.message).toMatch(
        /Try again in (?:\d+ hours?(?: [1-5]?\d minutes?)?|[1-5]?\d minutes?)\. \[E000-429\]$/,
      );
      return i;
    }
  }
  return max;
};

describe('enumeration probes (item 3)', () => {
  it('throttles account/registerable per address: 200 probes no longer pass', async () => {
    bff = await startBff({ upstreamUrl: mock.url, env: { TRUST_PROXY_HOPS: '1' } });
    const before = mock.count('/email/registerable');
    const passed = await triesBefore429((i) =>
      from('198.51.100.7', '/api/account/registerable', { email: `probe${i}@example.com` }),
    );
    expect(passed).toBe(30);
    expect(mock.count('/email/registerable') - before).toBe(30);
  });

  it('throttles probes of one email from many addresses, and per session', async () => {
    bff = await startBff({ upstreamUrl: mock.url, env: { TRUST_PROXY_HOPS: '1' } });
    const perEmail = await triesBefore429((i) =>
      from(`203.0.113.${i}`, '/api/account/registerable', { email: demoBuyer.email }),
    );
    expect(perEmail).toBe(10);
    // Pre-registration also mails the address: its recipient budget is smaller.
    const mailed = await triesBefore429((i) =>
      from(`192.0.2.${i}`, '/api/account/preRegister', { email: 'someone@example.com' }),
    );
    expect(mailed).toBe(5);
    const browser = await signedInBrowser(bff); // a session
    const perSession = await triesBefore429((i) =>
      browser.agent
        .post('/api/account/registerable')
        .set('X-CSRF', '1')
        .set('X-Forwarded-For', `198.18.0.${i}`)
        .send({ email: `new${i}@example.com` }),
    );
    expect(perSession).toBe(15);
  });

  it('answers pre-registration the same for a registered and an unknown address', async () => {
    bff = await startBff({ upstreamUrl: mock.url });
    const known = await bff.browser().post('/api/account/preRegister', { email: demoBuyer.email });
    const unknown = await bff
      .browser()
      .post('/api/account/preRegister', { email: 'nobody-yet@example.com' });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
  });
});

describe('mail relay (item 8)', () => {
  it('refuses an anonymous inquiry: the request pages are for members', async () => {
    bff = await startBff({ upstreamUrl: mock.url });
    const before = mock.count('/inquiries/put');
    const res = await bff.browser().post('/api/inquiries/put', {
      type: 'ask_company',
      title: 'Hi',
      name: 'Mallory',
      email: 'victim@example.com',
      text: 'spam',
    });
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('E028-901');
    expect(mock.count('/inquiries/put')).toBe(before);
  });

  it('throttles inquiries per session and reset mails per recipient', async () => {
    bff = await startBff({ upstreamUrl: mock.url, env: { TRUST_PROXY_HOPS: '1' } });
    const member = await signedInBrowser(bff);
    const inquiry = (i: number) =>
      member.post('/api/inquiries/put', {
        type: 'ask_company',
        title: `Question ${i}`,
        name: 'Buyer',
        email: `copy${i}@example.com`,
        text: 'Hello',
      });
    expect(await triesBefore429(inquiry)).toBe(10);
    const perRecipient = await triesBefore429((i) =>
      from(`203.0.113.${i}`, '/api/account/password/resetMail', { email: 'victim@example.com' }),
    );
    expect(perRecipient).toBe(5);
  });

  it('throttles notification-address codes per recipient', async () => {
    bff = await startBff({ upstreamUrl: mock.url });
    const member = await signedInBrowser(bff);
    const before = mock.count('/notifications/email/send');
    const sent = await triesBefore429(() =>
      member.post('/api/notifications/email/send', { email: 'victim@example.com' }),
    );
    expect(sent).toBe(5);
    expect(mock.count('/notifications/email/send') - before).toBe(5);
  });
});

describe("guesses of a member's secrets (items 10, 15) and guest orders (item 19)", () => {
  const guessed = async (browser: Browser, path: string, body: object, upstream: string) => {
    const before = mock.count(upstream);
    const refusedAfter = await triesBefore429(() => browser.post(path, body));
    return { refusedAfter, reachedUpstream: mock.count(upstream) - before };
  };

  it('throttles point-card PIN guesses per account', async () => {
    bff = await startBff({ upstreamUrl: mock.url });
    const member = await signedInBrowser(bff);
    const wrongPin = { card_member_no: 'KP20260001', pin_cd: '0000' };
    expect(
      await guessed(member, '/api/externalPoint/canMerge', wrongPin, '/externalPoint/canMerge'),
    ).toEqual({ refusedAfter: 5, reachedUpstream: 5 });
    // Another session of the same member shares the account's budget.
    const again = await (await signedInBrowser(bff)).post('/api/externalPoint/canMerge', wrongPin);
    expect(again.status).toBe(429);
  });

  it('throttles wrong current passwords on password change and on leaving', async () => {
    bff = await startBff({ upstreamUrl: mock.url });
    const member = await signedInBrowser(bff);
    const change = { password: 'Not-the-one1', newPassword: 'Brand-new-pass1' };
    expect(
      await guessed(member, '/api/account/password/update', change, '/member/password/update'),
    ).toEqual({ refusedAfter: 5, reachedUpstream: 5 });
    const other = await signedInBrowser(bff);
    expect((await other.post('/api/account/leave', { password: 'Not-the-one1' })).status).toBe(429);
  });

  it('throttles guest-order look-ups per address', async () => {
    bff = await startBff({ upstreamUrl: mock.url, env: { TRUST_PROXY_HOPS: '1' } });
    const before = mock.count('/guestOrder/get');
    const passed = await triesBefore429((i) =>
      from('198.51.100.9', '/api/guestOrder/get', {
        order_number: `KK${String(100000 + i)}`,
        guest_order_password: 'guess',
      }),
    );
    expect(passed).toBe(30);
    expect(mock.count('/guestOrder/get') - before).toBe(30);
  });
});
