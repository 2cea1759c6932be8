// The app under the BFF's real edge: strict Content-Security-Policy in real Chromium, and the
// page rules (login guard, language prefixes, 404, caching) over plain HTTP.

import {
  describeInBrowser,
  hasChromium,
  screenshot,
  withRealStack,
  watchPageErrors,
} from './browser';
import { expectNoSeriousA11yViolations } from './axe';
import { demoBuyer, type Stack } from '../../scripts/lib/stack';

const page = (stack: Stack, path: string) =>
  fetch(`${stack.baseUrl}${path}`, { redirect: 'manual' });

const env = withRealStack({ browser: hasChromium });

describe('the edge over HTTP', () => {
  it('serves pages with a strict CSP, the robots header and HTML that is never cached', async () => {
    const res = await page(env.stack, '/account/login');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('cache-control')).toMatch(/no-store|no-cache/);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('noindex, nofollow');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const html = await (await page(env.stack, '/account/login')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await page(env.stack, asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
  });

  it('sends a login-required page without a session to login, keeping the way back', async () => {
    const res = await page(env.stack, '/favorites?page=2');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account/login?redirect=%2Ffavorites%3Fpage%3D2');
  });

  it('drops a language prefix with a redirect that keeps the query and sets the language cookie', async () => {
    const res = await page(env.stack, '/jp/account/login?x=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account/login?x=1');
    expect(res.headers.get('set-cookie')).toMatch(/kk_lang=jp/);
    const after = await fetch(`${env.stack.baseUrl}/account/login?x=1`, {
      headers: { cookie: 'kk_lang=jp' },
    });
    expect(await after.text()).toContain('<html lang="ja">');
  });

  it('answers an unknown path with a 404 carrying the app, which shows its not-found page', async () => {
    const res = await page(env.stack, '/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
  });
});

describeInBrowser('the app under the strict CSP in Chromium', () => {
  it('signs in through the login form and shows the home page with products, without a CSP violation', async () => {
    const context = await env.browser.newContext({ baseURL: env.stack.baseUrl });
    // Records violations the page itself sees (the console message alone could be missed).
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const tab = await context.newPage();
    const errors = watchPageErrors(tab);
    const list = await context.request.post('/api/items/list', {
      data: { offset: 0, limit: 20 },
      headers: { 'x-csrf': '1' },
    });
    const first = (await list.json()).data.items[0];

    // The home page is login-required: the BFF sends the browser to the login form first.
    await tab.goto('/');
    expect(new URL(tab.url()).pathname).toBe('/account/login');
    await tab.locator('input[type="email"]').fill(demoBuyer.email);
    await tab.locator('input[type="password"]').fill(demoBuyer.password);
    await tab.locator('form button[type="submit"]').click();
    await tab.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await tab
      .getByText(first.name_en ?? first.name, { exact: false })
      .first()
      .waitFor({ timeout: 15_000 });
    await screenshot(tab, 'csp-home-signed-in');
    await expectNoSeriousA11yViolations(tab);

    // A full reload of the home page is now allowed by the server-side guard.
    const reload = await tab.reload();
    expect(reload?.status()).toBe(200);
    expect(reload?.headers()['content-security-policy']).toContain("script-src 'self'");
    await tab
      .getByText(first.name_en ?? first.name, { exact: false })
      .first()
      .waitFor({ timeout: 15_000 });

    const violations = await tab.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
