import { mockClient } from '../testing/mock-client';

const contact = {
  type: 'contact_orders',
  title: 'Invoice for order KK00000012',
  name: 'Maria Rossi',
  company: 'Rossi Import S.r.l.',
  email: 'buyer@example.com',
  text: 'Could you send the invoice as a PDF?',
};

// docs/rules/site-and-pages.md#contact
describe('the site contact form through inquiries/put', () => {
  it('mails the site desk and a copy to the buyer, with the type by name and the company', async () => {
    const c = await mockClient();
    await c.signIn();
    const res = await c.call('inquiries/put', contact);
    expect(res.status).toBe('E000-000');
    const [desk] = await c.outbox('contact@kakehashi.example');
    expect(desk?.subject).toBe(`Contact ${res.data.id}: Invoice for order KK00000012`);
    expect(desk?.text).toContain('Contact: orders and payment');
    expect(desk?.text).toContain('Company: Rossi Import S.r.l.');
    expect(desk?.text).toContain('Could you send the invoice as a PDF?');
    const [copy] = await c.outbox('buyer@example.com');
    expect(copy?.subject).toContain('Invoice for order KK00000012');
    expect(await c.outbox('suppliers@kakehashi.example')).toEqual([]);
  });

  it('needs a signed-in member and refuses an unknown type', async () => {
    const c = await mockClient();
    expect((await c.call('inquiries/put', contact)).status).toBe('E028-901');
    await c.signIn();
    expect((await c.call('inquiries/put', { ...contact, type: 'contact_spam' })).status).not.toBe(
      'E000-000',
    );
    expect(await c.outbox('contact@kakehashi.example')).toEqual([]);
  });
});
