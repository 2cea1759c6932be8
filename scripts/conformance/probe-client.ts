import { StatusCode, type HttpMethod, type UpstreamName } from '@kakehashi/contracts';
import type { Config } from '../../bff/src/platform/config/config';
import { createEndpointResolver } from '../../bff/src/platform/upstream/endpoints';
import { adapterHooks } from '../../bff/src/platform/config/upstream-adapter';

/** One exchange as the tool saw it: an HTTP answer (JSON or not), or why there was none. */
export type Outcome =
  | { kind: 'answer'; httpStatus: number; json?: unknown; text: string }
  | { kind: 'unreachable'; reason: string };

export type Tokens = { access: string; refresh: string; userId: string };

/**
 * Calls the upstream the way the BFF does (bff/src/platform/upstream/upstream-http.ts): base path plus the
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

  // The BFF's own hooks (upstream-gateway.ts): the run sees the upstream through UPSTREAM_ADAPTER.
  const adapter = config.adapter ? adapterHooks(config.adapter) : undefined;
  const threw = (name: UpstreamName, stage: string, error: unknown): Outcome => ({
    kind: 'unreachable',
    reason: `the UPSTREAM_ADAPTER ${stage} function of ${name} threw: ${(error as Error)?.message ?? String(error)}`,
  });
  /** One exchange of endpoint `name` at a route, its body and successful data adapted. */
  const sendAs = async (
    name: UpstreamName,
    method: HttpMethod,
    path: string,
    body: unknown,
  ): Promise<Outcome> => {
    const request = adapter?.request(name, body);
    if (request && !request.ok) return threw(name, 'request', request.error);
    const outcome = await send(method, path, request ? request.value : body);
    if (!adapter || outcome.kind !== 'answer' || !outcome.json || typeof outcome.json !== 'object')
      return outcome;
    const envelope = outcome.json as { status?: unknown; data?: unknown };
    const status = [envelope.status].flat().filter((s): s is string => typeof s === 'string');
    if (!status.includes(StatusCode.success)) return outcome;
    const answer = adapter.answer(name, envelope.data, status);
    if (!answer) return outcome;
    if (!answer.ok) return threw(name, 'answer', answer.error);
    return { ...outcome, json: { ...envelope, data: answer.value } };
  };

  return {
    resolve,
    send,
    sendAs,
    call: (name: UpstreamName, body: unknown) => {
      const { method, path } = resolve(name);
      return sendAs(name, method, path, body);
    },
    setClientId: (id: string | null) => void (clientId = id),
    setTokens: (t: Tokens | null) => void (tokens = t),
    tokens: () => tokens,
  };
};
export type ProbeClient = ReturnType<typeof createProbeClient>;
