import {
  outboxSchema,
  outboxUrl,
  upstreamCatalogue,
  upstreamHeaders,
  type OutboxMail,
  type SessionTokens,
  type UpstreamName,
} from '@kakehashi/contracts';

export type Envelope = { status: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What a scripted tour needs of an upstream: catalogue calls, the outbox and the card issuer. */
export type UpstreamIo = {
  call(name: UpstreamName, body?: unknown): Promise<Envelope>;
  outbox(to: string): Promise<OutboxMail[]>;
  /**
   * Answers the issuer page the commit pointed to, as the cardholder would (its address names the
   * transaction, never the context).
   */
  issuer(authorizeUrl: string, result: 'success' | 'error' | 'cancel'): Promise<void>;
};

/** The client's view of its credentials, for tests that play with tokens. */
export type UpstreamClient = UpstreamIo & {
  setTokens(t: SessionTokens | null): void;
  tokens(): SessionTokens | null;
  /** The client id, obtained on first use. */
  clientId(): Promise<string>;
};

/**
 * The one HTTP client that talks to an upstream the way the BFF does (fetch, so nock can replay
 * it, or any fetch-shaped function such as the in-process one of mocks/src/testing): obtains a
 * client id first, then sends it and, once signed in, the token headers.
 */
export const createUpstreamClient = (
  origin: string,
  basePath = '/api/v1',
  fetch: typeof globalThis.fetch = globalThis.fetch,
): UpstreamClient => {
  let clientId: string | null = null;
  let tokens: SessionTokens | null = null;
  const post = async (
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<Envelope> => {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body ?? {}),
    });
    return (await res.json()) as Envelope;
  };
  const ensureClientId = async () =>
    (clientId ??= String((await post(`${basePath}/original/account/id`, {}, {})).data.client_id));
  const call = async (name: UpstreamName, body: unknown = {}): Promise<Envelope> => {
    const headers: Record<string, string> = { [upstreamHeaders.clientId]: await ensureClientId() };
    if (tokens) {
      headers[upstreamHeaders.accessToken] = tokens.access_token;
      headers[upstreamHeaders.userId] = tokens.user.id;
      headers[upstreamHeaders.refreshToken] = tokens.refresh_token;
    }
    const res = await post(`${basePath}${upstreamCatalogue[name].path}`, body, headers);
    // Signing in keeps the tokens. Anything else is the caller's to decide (setTokens): a refresh
    // is adopted under the BFF's lock, and after a sign-out or leave tests still send the dead
    // tokens to prove the upstream refuses them.
    const signedIn = name === 'account/signin' || name === 'auth/user/verify';
    if (signedIn && res.status === 'E000-000') tokens = res.data as SessionTokens;
    return res;
  };
  return {
    call,
    setTokens: (t) => void (tokens = t),
    tokens: () => tokens,
    clientId: ensureClientId,
    outbox: async (to) => outboxSchema.parse(await (await fetch(outboxUrl(origin, to))).json()),
    issuer: async (authorizeUrl, result) => {
      const url = new URL(authorizeUrl, origin);
      await fetch(`${origin}${url.pathname}${url.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // A test card: the issuer asks for one when no saved card was chosen.
        body: JSON.stringify({ result, number: '4111111111111111', expiry: '11/29' }),
        redirect: 'manual',
      });
    },
  };
};
