import { demoBuyer, mockAndBffForFile, signedInBrowser } from '../../../__tests__/support/stack';

/**
 * docs/security.md#probes-mails-and-guesses: the recipient budget guards other people's inboxes.
 * The copy a member gets of each request goes to their own address, which the account's budget
 * bounds already: a buyer asking several suppliers is stopped by the session's budget (10), not
 * by the recipient's (5). Any other address is still a recipient.
 */
const stack = mockAndBffForFile({ env: { TRUST_PROXY_HOPS: '1' } });

const sendAsks = async (address: string, email: string, count: number) => {
  const member = await signedInBrowser(stack.bff);
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await member.agent
      .post('/api/inquiries/put')
      .set('X-CSRF', '1')
      .set('X-Forwarded-For', address)
      .send({ type: 'contact_general', title: `Question ${i}`, name: 'Buyer', email, text: 'Hi' });
    statuses.push(res.status);
  }
  return statuses;
};

describe('the recipient budget of a member’s mails', () => {
  it('does not count the member’s own address, however it is written', async () => {
    const before = stack.mock.count('/inquiries/put');
    const statuses = await sendAsks('198.51.100.41', ` ${demoBuyer.email.toUpperCase()} `, 11);
    // The session's budget (10) stops it, not the recipient's (5).
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    expect(stack.mock.count('/inquiries/put') - before).toBe(10);
  });

  it('still counts any other address as a recipient', async () => {
    const statuses = await sendAsks('198.51.100.42', 'colleague@example.com', 7);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});
