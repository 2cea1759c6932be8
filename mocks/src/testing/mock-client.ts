import {
  upstreamCatalogue,
  upstreamHeaders,
  type SessionTokens,
  type UpstreamName,
} from '@kakehashi/contracts';
import request from 'supertest';
import { createMockApp, type MockOptions } from '../app';

export type Envelope = { status: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A test client that talks to a mock app the way the BFF does: catalogue paths under the base
 * path, the client id header on every call and the token headers once signed in.
 */
export const mockClient = async (options: MockOptions = {}) => {
  const mock = createMockApp({ productCount: 1600, ...options });
  const base = mock.options.basePath;
  let tokens: SessionTokens | null = null;
  const raw = (name: UpstreamName, body: unknown = {}, headers: Record<string, string> = {}) =>
    request(mock.app)
      .post(`${base}${upstreamCatalogue[name].path}`)
      .set(headers)
      .send(body as object);
  const id = await raw('original/account/id');
  const clientId = String(id.body.data.client_id);
  const authHeaders = (): Record<string, string> =>
    tokens
      ? {
          [upstreamHeaders.accessToken]: tokens.access_token,
          [upstreamHeaders.userId]: tokens.user.id,
          [upstreamHeaders.refreshToken]: tokens.refresh_token,
        }
      : {};
  const call = async (name: UpstreamName, body: unknown = {}): Promise<Envelope> => {
    const res = await raw(name, body, { [upstreamHeaders.clientId]: clientId, ...authHeaders() });
    return res.body as Envelope;
  };
  const signIn = async (
    email = 'buyer@example.com',
    password = 'Kakehashi-2026',
  ): Promise<Envelope> => {
    const res = await call('account/signin', { email, password });
    if (res.status === 'E000-000') tokens = res.data as SessionTokens;
    return res;
  };
  const outbox = async (to: string) =>
    (await request(mock.app).get('/__mock/outbox').query({ to })).body as {
      code?: string;
      token?: string;
      subject: string;
      text: string;
    }[];
  return {
    ...mock,
    raw,
    call,
    signIn,
    outbox,
    clientId,
    get tokens() {
      return tokens;
    },
    setTokens(next: SessionTokens | null) {
      tokens = next;
    },
  };
};

/** A clock the test moves by hand. */
export const manualClock = (start = Date.UTC(2026, 5, 1)) => {
  let now = start;
  return { now: () => new Date(now), advance: (seconds: number) => void (now += seconds * 1000) };
};
