import {
  upstreamCatalogue,
  upstreamHeaders,
  type SessionTokens,
  type UpstreamName,
} from '@kakehashi/contracts';

export type Envelope = { status: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  code?: string;
  token?: string;
  sentAt: string;
};

/** What a scripted tour needs of an upstream: catalogue calls, the outbox and the card issuer. */
export type UpstreamIo = {
  call(name: UpstreamName, body?: unknown): Promise<Envelope>;
  outbox(to: string): Promise<OutboxMail[]>;
  /** Completes a 3-D Secure redirect at the issuer page the commit pointed to. */
  issuer(
    authorizeUrl: string,
    context: string,
    result: 'success' | 'error' | 'cancel',
  ): Promise<void>;
};

/**
 * An HTTP client that talks to any upstream the way the BFF does (fetch, so nock can replay it):
 * obtains a client id first, then sends it and, once signed in, the token headers.
 */
export const createUpstreamClient = (
  origin: string,
  basePath = '/api/v1',
  fetch: typeof globalThis.fetch = globalThis.fetch,
): UpstreamIo & { setTokens(t: SessionTokens | null): void } => {
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
  const call = async (name: UpstreamName, body: unknown = {}): Promise<Envelope> => {
    if (!clientId)
      clientId = String((await post(`${basePath}/original/account/id`, {}, {})).data.client_id);
    const headers: Record<string, string> = { [upstreamHeaders.clientId]: clientId };
    if (tokens) {
      headers[upstreamHeaders.accessToken] = tokens.access_token;
      headers[upstreamHeaders.userId] = tokens.user.id;
      headers[upstreamHeaders.refreshToken] = tokens.refresh_token;
    }
    const res = await post(`${basePath}${upstreamCatalogue[name].path}`, body, headers);
    const signedIn = ['account/signin', 'auth/user/verify', 'account/refresh'].includes(name);
    if (signedIn && res.status === 'E000-000') tokens = res.data as SessionTokens;
    if (name === 'account/signout' || name === 'member/leave') tokens = null;
    return res;
  };
  return {
    call,
    setTokens: (t) => void (tokens = t),
    outbox: async (to) =>
      (await (
        await fetch(`${origin}/__mock/outbox?to=${encodeURIComponent(to)}`)
      ).json()) as OutboxMail[],
    issuer: async (authorizeUrl, context, result) => {
      const url = new URL(authorizeUrl, origin);
      await fetch(`${origin}${url.pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ context, result }),
        redirect: 'manual',
      });
    },
  };
};
