import type { HttpMethod, UpstreamName } from '@kakehashi/contracts';
import type { Config } from '../../bff/src/config/config';
import { createEndpointResolver } from '../../bff/src/upstream/endpoints';

/** One exchange as the tool saw it: an HTTP answer (JSON or not), or why there was none. */
export type Outcome =
  | { kind: 'answer'; httpStatus: number; json?: unknown; text: string }
  | { kind: 'unreachable'; reason: string };

export type Tokens = { access: string; refresh: string; userId: string };

/**
 * Calls the upstream the way the BFF does (bff/src/upstream/upstream-http.ts): base path plus the
 * configured path and method per endpoint, GET bodies as a query, the client id and, once signed
 * in, the tokens under the configured header names.
 */
export const createProbeClient = (config: Config['upstream']) => {
  const resolve = createEndpointResolver(config.endpoints);
  let clientId: string | null = null;
  let tokens: Tokens | null = null;

  const send = async (method: HttpMethod, path: string, body: unknown): Promise<Outcome> => {
    const url = new URL(`${config.url}${config.basePath}${path}`);
    if (method === 'GET' && body && typeof body === 'object')
      for (const [k, v] of Object.entries(body))
        if (v !== undefined) url.searchParams.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (clientId) headers[config.headers.clientId] = clientId;
    if (tokens) {
      headers[config.headers.accessToken] = tokens.access;
      headers[config.headers.userId] = tokens.userId;
      headers[config.headers.refreshToken] = tokens.refresh;
    }
    if (method !== 'GET') headers['content-type'] = 'application/json';
    try {
      const res = await fetch(url, {
        method,
        headers,
        body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      const text = await res.text();
      try {
        return { kind: 'answer', httpStatus: res.status, json: JSON.parse(text) as unknown, text };
      } catch {
        return { kind: 'answer', httpStatus: res.status, text };
      }
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { kind: 'unreachable', reason: cause ?? (error as Error).name ?? 'network error' };
    }
  };

  return {
    resolve,
    send,
    call: (name: UpstreamName, body: unknown) => {
      const { method, path } = resolve(name);
      return send(method, path, body);
    },
    setClientId: (id: string | null) => void (clientId = id),
    setTokens: (t: Tokens | null) => void (tokens = t),
    tokens: () => tokens,
  };
};
export type ProbeClient = ReturnType<typeof createProbeClient>;
