import type { Exchange, Fixture } from './fixture';
import { isPlaceholder } from './personal-data';

export type IncomingRequest = { method: string; path: string; body: unknown };

/** Why a request is not in the recording: the nearest recorded request and how they differ. */
export type Miss = {
  error: string;
  request: IncomingRequest;
  nearest: (IncomingRequest & { index: number }) | null;
  differences: string[];
};

const pathnameOf = (path: string): string => path.split('?')[0] ?? path;

/** What a request says beyond its path: the query of a GET, the JSON body of anything else. */
export const normalisedBody = (method: string, path: string, body: unknown): unknown => {
  if (method === 'GET')
    return Object.fromEntries(new URL(path, 'http://replay.invalid').searchParams);
  if (body === null || body === undefined || body === '') return {};
  return body;
};

const show = (v: unknown): string => (v === undefined ? 'nothing' : JSON.stringify(v));

/**
 * The differences between a recorded and a received body, as `body.a.b: …` lines. Where the
 * recording holds a scrubber placeholder any string matches: the QA engineer types their own
 * email and password, and the recorded ones were scrubbed.
 */
export const differences = (recorded: unknown, received: unknown, at = 'body'): string[] => {
  if (isPlaceholder(recorded) && typeof received === 'string') return [];
  if (recorded && received && typeof recorded === 'object' && typeof received === 'object') {
    if (Array.isArray(recorded) !== Array.isArray(received))
      return [`${at}: recorded ${show(recorded)}, received ${show(received)}`];
    const keys = new Set([...Object.keys(recorded), ...Object.keys(received)]);
    return [...keys].flatMap((k) => {
      const r = (recorded as Record<string, unknown>)[k];
      const x = (received as Record<string, unknown>)[k];
      if (r === undefined) return [`${at}.${k}: not in the recording (received ${show(x)})`];
      if (x === undefined) return [`${at}.${k}: missing (recorded ${show(r)})`];
      return differences(r, x, `${at}.${k}`);
    });
  }
  return recorded === received
    ? []
    : [`${at}: recorded ${show(recorded)}, received ${show(received)}`];
};

const describe = (x: Exchange, received: IncomingRequest): string[] => {
  const lines: string[] = [];
  if (x.method !== received.method)
    lines.push(`method: recorded ${x.method}, received ${received.method}`);
  if (pathnameOf(x.path) !== pathnameOf(received.path))
    lines.push(`path: recorded ${pathnameOf(x.path)}, received ${pathnameOf(received.path)}`);
  const body = normalisedBody(received.method, received.path, received.body);
  return [...lines, ...differences(normalisedBody(x.method, x.path, x.request), body)];
};

/** Shared leading path segments: /api/v1/items/list is nearer to /api/v1/items/detail than to /cart/add. */
const sharedSegments = (a: string, b: string): number => {
  const [x, y] = [pathnameOf(a).split('/'), pathnameOf(b).split('/')];
  let n = 0;
  while (n < x.length && x[n] === y[n]) n += 1;
  return n;
};

/**
 * Matches requests to a recording: method, path and normalised body; among equal recorded
 * requests the next one in recorded order (stateful calls such as cart, order and favourites
 * answer in sequence), and once they are used up the last again (a page may re-read).
 */
export const createMatcher = (fixture: Fixture) => {
  const served = new Set<number>();
  const match = (req: IncomingRequest): { exchange: Exchange; index: number } | { miss: Miss } => {
    const candidates = fixture.exchanges
      .map((exchange, index) => ({ exchange, index }))
      .filter(({ exchange }) => describe(exchange, req).length === 0);
    const next = candidates.find(({ index }) => !served.has(index)) ?? candidates.at(-1);
    if (next) {
      served.add(next.index);
      return next;
    }
    const ranked = fixture.exchanges
      .map((exchange, index) => ({ exchange, index, lines: describe(exchange, req) }))
      .sort(
        (a, b) =>
          sharedSegments(b.exchange.path, req.path) - sharedSegments(a.exchange.path, req.path) ||
          a.lines.length - b.lines.length,
      );
    const nearest = ranked[0];
    return {
      miss: {
        error: `${req.method} ${pathnameOf(req.path)} is not in the recording "${fixture.name}"`,
        request: { ...req, body: normalisedBody(req.method, req.path, req.body) },
        nearest: nearest
          ? {
              index: nearest.index,
              method: nearest.exchange.method,
              path: nearest.exchange.path,
              body: normalisedBody(
                nearest.exchange.method,
                nearest.exchange.path,
                nearest.exchange.request,
              ),
            }
          : null,
        differences: nearest?.lines ?? [],
      },
    };
  };
  return { match, served: () => served.size };
};
