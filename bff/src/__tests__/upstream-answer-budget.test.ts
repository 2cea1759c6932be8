import { mockAndBffForFile } from './support/stack';

/**
 * docs/security.md#upstream-answer-bytes over HTTP, against the real mock: an answer over the
 * process's budget of upstream answer bytes in flight is the fetch-error Result, 503, in the
 * buyer's language; the budget is whole again once it is refused.
 */
const budget = 16 * 1024;
const stack = mockAndBffForFile({ env: { UPSTREAM_ANSWER_BYTES_IN_FLIGHT: String(budget) } });

const bigList = { sellingStatus: 'on_sale', limit: 100 };

describe('an upstream answer over the budget of bytes in flight', () => {
  it('is the fetch-error Result (503) in the buyer’s language, and leaves the budget whole', async () => {
    const browser = stack.bff.browser();
    const refused = await browser.post('/api/items/list', bigList);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({
      data: null,
      status: expect.stringMatching(/^E\d{3}-\d{3}$/),
    });
    expect(refused.body.status).not.toBe('E000-000');
    const english = refused.body.message as string;
    expect(english).toMatch(/[a-z]/);

    expect((await browser.put('/api/language', { language: 'jp' })).status).toBe(200);
    const inJapanese = await browser.post('/api/items/list', bigList);
    expect(inJapanese.status).toBe(503);
    expect(inJapanese.body.status).toBe(refused.body.status);
    expect(inJapanese.body.message).not.toBe(english);
    expect(inJapanese.body.message).toMatch(/[\u3040-\u30ff]/);

    // Nothing of the refused answers is still counted: a small answer goes through.
    const small = await browser.post('/api/items/list', { sellingStatus: 'on_sale', limit: 1 });
    expect(small.status).toBe(200);
    expect(small.body.status).toBe('E000-000');
  });
});
