import { mockAndBffForFile, signedInBrowser } from '../../../__tests__/support/stack';
import { env } from './suite-set-up';

// docs/rules/errors-and-messages.md#one-press-one-send, over HTTP on the mock: a request that
// mails a supplier goes upstream once when the same buyer sends it twice (a double-click that
// got through, a retry of a send that did go).
const stack = mockAndBffForFile({ tradeDesk: true, env });

const ask = (supplierId: string, text: string) => ({
  type: 'ask_company',
  title: 'Shelf life?',
  name: 'Maria Rossi',
  email: 'buyer@example.com',
  text,
  supplier_id: supplierId,
});

describe('a request sent twice', () => {
  it('reaches the upstream once when both arrive together, and both get its reference', async () => {
    const browser = await signedInBrowser(stack.bff);
    const [supplier] = stack.mock.state.seed.suppliers;
    const body = ask(supplier!.id, 'How long does it keep? (together)');
    const before = stack.mock.count('/inquiries/put');
    const [first, second] = await Promise.all([
      browser.post('/api/inquiries/put', body),
      browser.post('/api/inquiries/put', body),
    ]);
    expect(first.body.status).toBe('E000-000');
    expect(second.body).toEqual(first.body);
    expect(stack.mock.count('/inquiries/put') - before).toBe(1);
    const inbox = await browser.post('/api/requests/inbox/list', {});
    const entries = (inbox.body.data.entries as { text: string }[]).filter(
      (entry) => entry.text === body.text,
    );
    expect(entries).toHaveLength(1);
  });

  it('reaches the upstream once when the second comes after the first answered', async () => {
    const browser = await signedInBrowser(stack.bff);
    const [supplier] = stack.mock.state.seed.suppliers;
    const body = ask(supplier!.id, 'How long does it keep? (again)');
    const before = stack.mock.count('/inquiries/put');
    const first = await browser.post('/api/inquiries/put', body);
    const second = await browser.post('/api/inquiries/put', body);
    expect(second.body.data).toEqual(first.body.data);
    expect(stack.mock.count('/inquiries/put') - before).toBe(1);

    // Another message is another request.
    const other = await browser.post('/api/inquiries/put', ask(supplier!.id, 'And the MOQ?'));
    expect(other.body.status).toBe('E000-000');
    expect(other.body.data.id).not.toBe(first.body.data.id);
    expect(stack.mock.count('/inquiries/put') - before).toBe(2);
  });
});
