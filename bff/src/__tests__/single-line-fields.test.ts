import { mockAndBffForFile, signIn } from './support/stack';

// docs/security.md#single-line-fields: the inquiry title became the subject of the supplier's
// mail, so `Hi\r\nBcc: …` added a header. Over HTTP against the real mock.
const stack = mockAndBffForFile({ env: { SIGNIN_LIMIT_PER_ADDRESS: '1000' }, tradeDesk: true });
beforeEach(() => stack.mock.reset());

const inquiry = {
  type: 'ask_company',
  title: 'Hi\r\nBcc: everyone@example.com',
  name: 'Alex Buyer',
  email: 'buyer@example.com',
  text: 'Do you ship to Osaka?\nThank you.',
};

describe('single-line fields', () => {
  it('refuses a CR/LF in the inquiry title with a 400 field error in the user language, mailing nothing', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const before = stack.mock.count('/inquiries/put');
    const en = await browser.post('/api/inquiries/put', inquiry);
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual([
      {
        name: 'title',
        value: 'This field must be one line, without line breaks or control characters.',
      },
    ]);
    await browser.put('/api/language', { language: 'jp' });
    const jp = await browser.post('/api/inquiries/put', inquiry);
    expect(jp.status).toBe(400);
    expect(jp.body.errors).toEqual([
      { name: 'title', value: 'この項目に改行や制御文字は使用できません。' },
    ]);
    expect(stack.mock.count('/inquiries/put')).toBe(before);
    expect(await stack.mock.outbox('everyone@example.com')).toEqual([]);
  });

  it('keeps the line breaks of the message itself', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const sent = await browser.post('/api/inquiries/put', { ...inquiry, title: 'Hi' });
    expect(sent.body.status).toBe('E000-000');
  });
});
