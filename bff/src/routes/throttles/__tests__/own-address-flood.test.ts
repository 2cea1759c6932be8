import { demoBuyer, mockAndBffForFile, signedInBrowser } from '../../../__tests__/support/stack';

/**
 * docs/security.md#probes-mails-and-guesses: a member's own address is not a recipient of the
 * mail budget, but it is not unbounded. An attacker holding one account floods its own address
 * from three sessions on three client addresses, writing the address three ways: the account's
 * budget (20 an hour) stops it, as it stops mails to any address.
 */
const stack = mockAndBffForFile({ env: { TRUST_PROXY_HOPS: '1' } });

describe('a flood of requests to the member’s own address', () => {
  it('stops at the account’s budget over sessions, addresses and writings', async () => {
    const before = stack.mock.count('/inquiries/put');
    const writings = [demoBuyer.email, demoBuyer.email.toUpperCase(), ` ${demoBuyer.email} `];
    const statuses: number[] = [];
    for (const [n, email] of writings.entries()) {
      const member = await signedInBrowser(stack.bff);
      for (let i = 0; i < 10; i += 1) {
        const res = await member.agent
          .post('/api/inquiries/put')
          .set('X-CSRF', '1')
          .set('X-Forwarded-For', `198.51.100.${60 + n}`)
          .send({ type: 'contact_general', title: `Flood ${n}-${i}`, name: 'B', email, text: 'x' });
        statuses.push(res.status);
      }
    }
    // 10 a session would let all 30 through; the account stops at 20, the rest answer 429.
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status !== 200)).toEqual(Array(10).fill(429));
    expect(stack.mock.count('/inquiries/put') - before).toBe(20);
  });
});
