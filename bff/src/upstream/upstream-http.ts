import http from 'node:http';
import https from 'node:https';
import type { Config } from '../config/config';
import { remainingBudgetMs } from '../observability/request-context';

/** What one upstream exchange produced: a parsed envelope, or a transport failure as a value. */
export type UpstreamOutcome =
  | { kind: 'response'; httpStatus: number; status: string | string[] | undefined; data: unknown }
  | {
      kind: 'failure';
      /**
       * `local`: the request could not even be built here (e.g. a body JSON.stringify refuses);
       * `deadline`: the browser request's overall budget was spent before this call was sent.
       * Neither touched the upstream, so neither counts against a breaker or is retried.
       * `stale`: a reused kept-alive socket was reset before any answer. Usually the upstream
       * closed it while idle and never read the request, but an upstream that read it and then
       * crashed resets it the same way — so it is a dropped call, never sent again here; only
       * idempotent reads are tried again (resilience/retry.ts).
       */
      reason:
        | 'timeout'
        | 'unreachable'
        | 'dropped'
        | 'stale'
        | 'malformed'
        | 'server-error'
        | 'local'
        | 'deadline';
      httpStatus?: number;
      data?: unknown;
    };

export type UpstreamRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
};

const maxResponseBytes = 20 * 1024 * 1024;

/**
 * The bytes of answers whose envelope is exactly `{ status: <one code>, data }`: written as
 * they are, they are already the browser's Result of a success (docs/architecture.md#proxy), so
 * the proxy can send them instead of stringifying the parsed data again. Kept beside the outcome
 * rather than in it, so nothing that stores an outcome (the read cache) ever stores them.
 */
const envelopeBytes = new WeakMap<UpstreamOutcome, Buffer>();

/** The upstream's own bytes of a `{ status, data }` answer, if this outcome is one. */
export const plainEnvelopeBytes = (outcome: UpstreamOutcome): Buffer | undefined =>
  envelopeBytes.get(outcome);
/** Errors of a socket the peer closed under us: reset, or written to after it closed. */
const staleSocketCodes = new Set(['ECONNRESET', 'EPIPE']);

/**
 * The one HTTP client for upstream calls: keep-alive agent, a connect timeout and a total timeout,
 * both of which destroy the upstream socket. Proxied `/api/<name>` calls use it too rather than
 * http-proxy-middleware: every response must be read whole to be validated, normalised into a
 * Result, checked for E000-006, cached with per-key single flight and retried after a token
 * refresh — streaming the upstream body to the browser would bypass all of that.
 */
export const createUpstreamHttp = (config: Omit<Config['upstream'], 'deadlineMs'>) => {
  const base = new URL(config.url);
  const transport = base.protocol === 'https:' ? https : http;
  // `timeout` closes a kept-alive socket that sat idle this long (the agent destroys only free
  // sockets on it). Node honours an upstream's `Keep-Alive: timeout=N` hint only when it is
  // shorter than this, so without it an idle socket lived until the upstream closed it — and a
  // request sent at that moment was reset (docs/architecture.md#talking-to-the-upstream).
  const agent = new transport.Agent({
    keepAlive: true,
    maxSockets: config.maxSockets,
    timeout: config.idleSocketMs,
  });

  /** One exchange on whatever socket the agent hands out. */
  const exchange = (
    url: URL,
    payload: string | undefined,
    request: UpstreamRequest,
    budgetMs: number,
  ) =>
    new Promise<UpstreamOutcome>((resolve) => {
      let settled = false;
      const finish = (outcome: UpstreamOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(totalTimer);
        resolve(outcome);
      };
      const req = transport.request(url, {
        method: request.method,
        agent,
        headers: {
          accept: 'application/json',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...request.headers,
        },
      });
      const totalTimer = setTimeout(() => {
        finish({ kind: 'failure', reason: 'timeout' });
        req.destroy(new Error('upstream total timeout'));
      }, budgetMs);
      let answered = false;
      req.on('socket', (socket) => {
        if (!socket.connecting) return; // a kept-alive socket is already connected
        const connectTimer = setTimeout(() => {
          finish({ kind: 'failure', reason: 'timeout' });
          req.destroy(new Error('upstream connect timeout'));
        }, config.connectTimeoutMs);
        socket.once('connect', () => clearTimeout(connectTimer));
        socket.once('close', () => clearTimeout(connectTimer));
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        const code = error.code ?? '';
        // Most likely the upstream closed an idle kept-alive socket just as we wrote to it; told
        // apart so a read can be tried again at once (resilience/retry.ts). Not resent here: an
        // upstream that read the request and then crashed looks the same.
        if (req.reusedSocket && !answered && staleSocketCodes.has(code))
          return finish({ kind: 'failure', reason: 'stale' });
        const unreachable = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'].includes(
          code,
        );
        finish({ kind: 'failure', reason: unreachable ? 'unreachable' : 'dropped' });
      });
      req.on('response', (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxResponseBytes) req.destroy(new Error('upstream response too large'));
          else chunks.push(chunk);
        });
        res.on('aborted', () => finish({ kind: 'failure', reason: 'dropped' }));
        res.on('error', () => finish({ kind: 'failure', reason: 'dropped' }));
        res.on('end', () => finish(parse(res.statusCode ?? 0, Buffer.concat(chunks))));
      });
      req.end(payload);
    });

  const send = async (request: UpstreamRequest): Promise<UpstreamOutcome> => {
    const built = buildRequest(base, config.basePath, request);
    if (!built) return { kind: 'failure', reason: 'local' };
    // The browser request's overall deadline (request-context) caps this exchange's own timeout.
    const budgetMs = Math.min(config.timeoutMs, remainingBudgetMs());
    if (budgetMs <= 0) return { kind: 'failure', reason: 'deadline' };
    return exchange(built.url, built.payload, request, budgetMs);
  };

  return { send, close: () => agent.destroy() };
};
export type UpstreamHttp = ReturnType<typeof createUpstreamHttp>;

/**
 * The URL and JSON payload of a request, or null when the body cannot be serialised (too deep
 * for JSON.stringify, a BigInt…): a local failure, reported as such and never sent.
 */
const buildRequest = (base: URL, basePath: string, request: UpstreamRequest) => {
  try {
    const isGet = request.method === 'GET';
    const url = new URL(`${base.pathname.replace(/\/$/, '')}${basePath}${request.path}`, base);
    if (isGet && request.body && typeof request.body === 'object')
      for (const [k, v] of Object.entries(request.body))
        if (v !== undefined) url.searchParams.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    const payload = isGet ? undefined : JSON.stringify(request.body ?? {});
    return { url, payload };
  } catch {
    return null;
  }
};

const parse = (httpStatus: number, bytes: Buffer): UpstreamOutcome => {
  let body: unknown;
  try {
    body = bytes.length ? JSON.parse(bytes.toString('utf8')) : undefined;
  } catch {
    return { kind: 'failure', reason: 'malformed', httpStatus };
  }
  const envelope =
    body && typeof body === 'object' ? (body as { status?: unknown; data?: unknown }) : undefined;
  if (httpStatus >= 500)
    return { kind: 'failure', reason: 'server-error', httpStatus, data: envelope?.data };
  const status = envelope?.status;
  const valid =
    typeof status === 'string' ||
    (Array.isArray(status) && status.every((s) => typeof s === 'string'));
  if (envelope && status !== undefined && !valid)
    return { kind: 'failure', reason: 'malformed', httpStatus };
  const outcome: UpstreamOutcome = {
    kind: 'response',
    httpStatus,
    status: valid ? (status as string | string[]) : undefined,
    data: envelope?.data,
  };
  // Exactly `status` (one code) and `data`: nothing the Result would leave out or add.
  if (
    typeof status === 'string' &&
    envelope!.data !== undefined &&
    Object.keys(envelope!).length === 2
  )
    envelopeBytes.set(outcome, bytes);
  return outcome;
};
