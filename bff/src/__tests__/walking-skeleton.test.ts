import { signIn, mockAndBffForFile } from './support/stack';

const stack = mockAndBffForFile();

describe('walking skeleton', () => {
  it('answers the session of a new visitor with the site authentication mode', async () => {
    const res = await stack.bff.browser().get('/api/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'E000-000',
      data: {
        signedIn: false,
        user: null,
        language: 'en',
        authMode: 'password',
        site: { orderTotalStatuses: ['authorized', 'captured'] },
      },
    });
  });

  it('signs the demo buyer in and lists items', async () => {
    const browser = stack.bff.browser();
    const signin = await signIn(browser);
    expect(signin.body.data.user.email).toBe('buyer@example.com');
    const session = await browser.get('/api/session');
    expect(session.body.data.signedIn).toBe(true);
    const items = await browser.post('/api/items/list', { limit: 5 });
    expect(items.body.status).toBe('E000-000');
    expect(items.body.data.items).toHaveLength(5);
    expect(typeof items.body.data.hit).toBe('number');
  });
});
