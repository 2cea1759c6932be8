import { mockAndBffForFile } from '../../../__tests__/support/stack';

/**
 * docs/security.md#probes-mails-and-guesses: the calls that take a token from a mail — the
 * sign-up code (whose answer names the address it was mailed to) and the password-reset token —
 * are guesses when a stranger sends them, so they spend the probe budgets of the client address
 * and session before the upstream is asked, as the guest-order look-up does.
 */
const stack = mockAndBffForFile({ env: { TRUST_PROXY_HOPS: '1' } });

/** Sends from `address` until the first 429; answers how many reached the upstream path meanwhile. */
const untilRefused = async (
  address: string,
  path: string,
  upstream: string,
  body: (i: number) => object,
) => {
  const browser = stack.bff.browser();
  const before = stack.mock.count(upstream);
  for (let i = 0; i < 100; i += 1) {
    const res = await browser.agent
      .post(path)
      .set('X-CSRF', '1')
      .set('X-Forwarded-For', address)
      .send(body(i));
    if (res.status === 429) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      break;
    }
  }
  return stack.mock.count(upstream) - before;
};

describe('guesses of mailed tokens', () => {
  beforeEach(() => stack.mock.reset());

  it('stops guessing sign-up codes from one address at the probe budget', async () => {
    const reached = await untilRefused(
      '198.51.100.20',
      '/api/account/signupCode',
      '/users/get',
      (i) => ({
        signUpCode: `su-guess-${i}`,
      }),
    );
    expect(reached).toBe(30);
  });

  it('stops guessing password-reset tokens from one address at the probe budget', async () => {
    const reached = await untilRefused(
      // The probe budget of an address is one over all probing routes: another address here.
      '198.51.100.21',
      '/api/account/password/reset',
      '/member/password/reset',
      (i) => ({ token: `pw-guess-${i}`, password: 'Another-Secret-2026' }),
    );
    expect(reached).toBe(30);
  });
});
