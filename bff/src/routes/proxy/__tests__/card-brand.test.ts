import { mockAndBffForFile, signedInBrowser } from '../../../__tests__/support/stack';

const stack = mockAndBffForFile();
beforeEach(() => stack.mock.reset());

// docs/rules/accounts.md#cards: nothing the browser sends is proof (docs/security.md), so the
// gateway refuses a card brand the cards page does not offer before the upstream sees it.
describe('a saved card through the BFF', () => {
  const card = (brand: string) => ({
    payment_config: { token: 'tok_1', last4: '4444', brand, expiry: '11/39' },
  });

  it('refuses a brand the cards page does not offer, without calling the upstream', async () => {
    const browser = await signedInBrowser(stack.bff);
    const before = stack.mock.count('/member/creditcard/put');
    const res = await browser.post('/api/member/creditcard/put', card('Discover'));
    expect(res.status).toBe(400);
    expect(stack.mock.count('/member/creditcard/put')).toBe(before);
  });

  it('saves an offered brand', async () => {
    const browser = await signedInBrowser(stack.bff);
    const res = await browser.post('/api/member/creditcard/put', card('Mastercard'));
    expect(res.body.status).toBe('E000-000');
  });
});
