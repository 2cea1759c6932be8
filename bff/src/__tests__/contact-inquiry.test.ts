import { mockAndBffForFile, signedInBrowser } from './support/stack';

const stack = mockAndBffForFile();
beforeEach(() => stack.mock.reset());

const contact = {
  type: 'contact_account',
  title: 'Cannot change my sign-in email',
  name: 'Maria Rossi',
  company: 'Rossi Import S.r.l.',
  email: 'buyer@example.com',
  text: 'The code never arrives.',
};

// docs/rules/site-and-pages.md#contact, through the BFF.
describe('the contact form over HTTP', () => {
  it('mails the site desk through inquiries/put, with a copy to the buyer', async () => {
    const browser = await signedInBrowser(stack.bff);
    const res = await browser.post('/api/inquiries/put', contact);
    expect(res.body.status).toBe('E000-000');
    const [desk] = await stack.mock.outbox('contact@kakehashi.example');
    expect(desk?.subject).toBe(`Contact ${res.body.data.id}: Cannot change my sign-in email`);
    expect(desk?.text).toContain('Company: Rossi Import S.r.l.');
    expect((await stack.mock.outbox('buyer@example.com')).length).toBeGreaterThan(0);
  });

  it('is member-only and refuses a field left empty before the upstream', async () => {
    const before = stack.mock.count('/inquiries/put');
    const anonymous = await stack.bff.browser().post('/api/inquiries/put', contact);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.status).toBe('E028-901');
    const browser = await signedInBrowser(stack.bff);
    const empty = await browser.post('/api/inquiries/put', { ...contact, title: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.[0]?.name).toBe('title');
    expect(stack.mock.count('/inquiries/put')).toBe(before);
  });
});
