import { mockAndBffForFile, signedInBrowser } from '../../../__tests__/support/stack';

/**
 * docs/security.md#probes-mails-and-guesses: a member's mails (inquiries, quotes, codes) are also
 * counted per account, over all its sessions and addresses: a member who signs in again from
 * other addresses gets no fresh mail budget with each session.
 */
const stack = mockAndBffForFile({ env: { TRUST_PROXY_HOPS: '1' } });

describe("a member's mail budget", () => {
  it('bounds the mails of one account over three sessions from three addresses', async () => {
    const before = stack.mock.count('/inquiries/put');
    let accepted = 0;
    for (const [n, address] of ['198.51.100.31', '198.51.100.32', '198.51.100.33'].entries()) {
      const member = await signedInBrowser(stack.bff);
      for (let i = 0; i < 10; i += 1) {
        const res = await member.agent
          .post('/api/inquiries/put')
          .set('X-CSRF', '1')
          .set('X-Forwarded-For', address)
          .send({
            type: 'contact_general',
            title: `Question ${n}-${i}`,
            name: 'Buyer',
            email: `copy-${n}-${i}@example.com`,
            text: 'Hello',
          });
        if (res.status === 200) accepted += 1;
        else expect(res.status).toBe(429);
      }
    }
    // 10 a session and 20 an address would let all 30 through; the account stops at 20.
    expect(accepted).toBe(20);
    expect(stack.mock.count('/inquiries/put') - before).toBe(20);
  });
});
