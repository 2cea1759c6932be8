// The walking skeleton, end to end: mock upstream → BFF → built React app in real Chromium.

import {
  describeInBrowser,
  hasChromium,
  screenshot,
  withRealStack,
  watchPageErrors,
} from './browser';
import { expectNoSeriousA11yViolations } from './axe';
import { demoBuyer } from '../../scripts/lib/stack';

const env = withRealStack({ browser: hasChromium });

describe('walking skeleton over HTTP', () => {
  it('serves the built React app at /', async () => {
    const response = await fetch(`${env.stack.baseUrl}/account/login`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(html).toContain('noindex, nofollow');
  });

  it('answers POST /api/items/list with a Result listing seeded products', async () => {
    const response = await fetch(`${env.stack.baseUrl}/api/items/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf': '1' },
      body: JSON.stringify({ offset: 0, limit: 5 }),
    });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result.status).toBe('E000-000');
    expect(result.data.items.length).toBe(5);
    expect(result.data.hit).toBeGreaterThanOrEqual(5);
    expect(result.data.items[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), name: expect.any(String) }),
    );
  });

  it('refuses an /api call without the X-CSRF header', async () => {
    const response = await fetch(`${env.stack.baseUrl}/api/items/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect((await response.json()).status).toBe('E000-403');
  });
});

describeInBrowser('walking skeleton in Chromium', () => {
  it('shows the home page with products fetched through the BFF', async () => {
    const context = await env.browser.newContext({ baseURL: env.stack.baseUrl });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    // Sign in through the BFF with the browser's own cookie jar; the home page is login-required.
    const signin = await context.request.post('/api/auth/signin', {
      data: demoBuyer,
      headers: { 'x-csrf': '1' },
    });
    expect((await signin.json()).status).toBe('E000-000');
    const list = await context.request.post('/api/items/list', {
      data: { offset: 0, limit: 20 },
      headers: { 'x-csrf': '1' },
    });
    const first = (await list.json()).data.items[0];

    await page.goto('/');
    await page
      .getByText(first.name_en ?? first.name, { exact: false })
      .first()
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'walking-skeleton-home-en');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
