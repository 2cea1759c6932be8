import { apiRoutes } from '@kakehashi/contracts';
import type request from 'supertest';
import { signIn, mockAndBffForFile } from './support/stack';

const stack = mockAndBffForFile({ env: { SIGNIN_LIMIT_PER_ADDRESS: '1000' } });

/** Every secret the session holds now; refresh may add new ones during the walk. */
const secretsOf = async (sessionId: string | undefined, into: Set<string>) => {
  const record = sessionId ? await stack.bff.sessionRecord(sessionId) : null;
  if (!record) return;
  for (const s of [
    record.tokens?.accessToken,
    record.tokens?.refreshToken,
    record.authCodeToken,
    record.clientId,
  ])
    if (s) into.add(s);
};

/** The parts of a response the browser's scripts can see: body, headers, readable cookies. */
const visible = (res: request.Response) => {
  const cookies = ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).filter(
    (c) => !/;\s*HttpOnly/i.test(c),
  );
  const headers = Object.entries(res.headers).filter(([k]) => k !== 'set-cookie');
  return [res.text, JSON.stringify(headers), cookies.join('\n')].join('\n');
};

describe('the browser never holds an upstream token (docs/architecture.md#sessions-and-tokens)', () => {
  it('walks every endpoint signed in and finds no token, refresh token or client id in any response', async () => {
    const browser = stack.bff.browser();
    const secrets = new Set<string>();
    const signin = await signIn(browser);
    const responses: request.Response[] = [signin];
    await secretsOf(browser.cookie('kk_sid'), secrets);
    expect(secrets.size).toBe(3);

    const calls: [string, string, object][] = [
      ['GET', '/api/session', {}],
      ['PUT', '/api/language', { language: 'jp' }],
      // Every route of the endpoint table (own and proxied) except those that end the session.
      ...Object.values(apiRoutes)
        .filter(
          (e) => !['/auth/signout', '/account/leave', '/session', '/language'].includes(e.path),
        )
        .map((e): [string, string, object] => [e.method, `/api${e.path}`, {}]),
      ['POST', '/api/account/leave', { password: 'not-the-password' }],
      ['GET', '/healthz', {}],
      ['GET', '/readyz', {}],
      ['GET', '/metrics', {}],
      ['GET', '/', {}],
    ];
    for (const [method, path, body] of calls) {
      const req =
        method === 'GET'
          ? browser.agent.get(path)
          : method === 'PUT'
            ? browser.agent.put(path)
            : browser.agent.post(path);
      responses.push(await req.set('X-CSRF', '1').send(body));
      await secretsOf(browser.cookie('kk_sid'), secrets);
    }
    // Refresh near expiry, then sign out: those answers are checked too.
    stack.bff.clock.advance(1800_000 - 30_000);
    responses.push(await browser.post('/api/member/favorite/list'));
    await secretsOf(browser.cookie('kk_sid'), secrets);
    responses.push(await browser.post('/api/auth/signout'));

    expect(secrets.size).toBeGreaterThanOrEqual(5); // the refresh added a new pair
    expect(responses.length).toBeGreaterThan(80);
    for (const res of responses) {
      const text = visible(res);
      const url = (res as unknown as { req: { path: string } }).req.path;
      for (const secret of secrets)
        expect({ url, leaked: text.includes(secret) }).toEqual({
          url,
          leaked: false,
        });
    }
  });
});
