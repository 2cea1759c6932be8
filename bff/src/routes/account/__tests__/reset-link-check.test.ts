import { demoBuyer, mockAndBffForFile } from '../../../__tests__/support/stack';

/**
 * docs/rules/accounts.md#password-reset-and-change: the reset page checks its link when it opens
 * (`account/password/checkToken` → upstream `member/password/validate {token}`), so a used or
 * expired link is told before the buyer types a new password twice. A token sent by a stranger
 * is a guess: the check spends the probe budgets as the reset itself does
 * (docs/security.md#probes-mails-and-guesses).
 */
const stack = mockAndBffForFile({ env: { TRUST_PROXY_HOPS: '1' } });
beforeEach(() => stack.mock.reset());

describe('checking a password-reset link', () => {
  it('accepts a mailed token until it is used, then answers E001-004', async () => {
    const browser = stack.bff.browser();
    await browser.post('/api/account/password/resetMail', { email: demoBuyer.email });
    const token = (await stack.mock.outbox(demoBuyer.email)).find((m) => m.token)?.token;
    expect(token).toBeDefined();
    const fresh = await browser.post('/api/account/password/checkToken', { token });
    expect(fresh.body.status).toBe('E000-000');
    const reset = await browser.post('/api/account/password/reset', {
      token,
      password: 'Brand-New-2026',
    });
    expect(reset.body.status).toBe('E000-000');
    const used = await browser.post('/api/account/password/checkToken', { token });
    expect(used.body.status).toBe('E001-004');
    const unknown = await browser.post('/api/account/password/checkToken', { token: 'pw-nope' });
    expect(unknown.body.status).toBe('E001-004');
  });

  it('stops guessing tokens from one address at the probe budget', async () => {
    const browser = stack.bff.browser();
    const before = stack.mock.count('/member/password/validate');
    for (let i = 0; i < 100; i += 1) {
      const res = await browser.agent
        .post('/api/account/password/checkToken')
        .set('X-CSRF', '1')
        .set('X-Forwarded-For', '198.51.100.22')
        .send({ token: `pw-guess-${i}` });
      if (res.status === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        break;
      }
    }
    expect(stack.mock.count('/member/password/validate') - before).toBe(30);
  });
});
