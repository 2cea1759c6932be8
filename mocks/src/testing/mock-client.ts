import { upstreamCatalogue, type UpstreamName } from '@kakehashi/contracts';
import request from 'supertest';
import { createMockApp, type MockOptions } from '../app';
import { createUpstreamClient } from '../tour/upstream-client';
import { inProcessFetch } from './in-process-fetch';

export type { Envelope } from '../tour/upstream-client';

/**
 * A mock app in this process with the one upstream client in front of it (catalogue paths under
 * the base path, the client id on every call, the token headers once signed in), plus `raw` for
 * tests that send exactly the headers they choose.
 */
export const mockClient = async (options: MockOptions = {}) => {
  const mock = createMockApp({ productCount: 1600, ...options });
  const base = mock.options.basePath;
  const client = createUpstreamClient('http://mock.invalid', base, inProcessFetch(mock.app));
  const raw = (name: UpstreamName, body: unknown = {}, headers: Record<string, string> = {}) =>
    request(mock.app)
      .post(`${base}${upstreamCatalogue[name].path}`)
      .set(headers)
      .send(body as object);
  const clientId = await client.clientId();
  const signIn = (email = 'buyer@example.com', password = 'Kakehashi-2026') =>
    client.call('account/signin', { email, password });
  return {
    ...mock,
    raw,
    call: client.call,
    signIn,
    outbox: client.outbox,
    clientId,
    get tokens() {
      return client.tokens();
    },
    setTokens: client.setTokens,
  };
};

/** A clock the test moves by hand. */
export const manualClock = (start = Date.UTC(2026, 5, 1)) => {
  let now = start;
  return { now: () => new Date(now), advance: (seconds: number) => void (now += seconds * 1000) };
};
