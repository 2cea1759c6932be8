import { apiRoutes } from '@kakehashi/contracts';
import { apiTransport, type Answer } from '@/shared/lib/api-client';

/** One recorded call to the fake BFF. */
export type ApiCall = {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
};

export type FakeAnswer = { status?: number; body: unknown };
type Handler = (call: ApiCall) => FakeAnswer | Promise<FakeAnswer>;

/** A success Result. */
export const ok = (data: unknown): FakeAnswer => ({
  status: 200,
  body: { status: 'E000-000', data },
});

/** A refused Result with its message (already in the user's language, as the BFF sends it). */
export const fail = (
  status: string,
  message: string,
  httpStatus = 400,
  errors: unknown[] = [],
): FakeAnswer => ({
  status: httpStatus,
  body: { status, data: null, message, errors },
});

type Routes = Record<string, { data: { safeParse(data: unknown): SafeParse } } | undefined>;
type SafeParse = { success: true; data: unknown } | { success: false; error: { message: string } };

/**
 * A success Result as the BFF sends it (docs/architecture.md#one-path-through-the-gateway): its
 * data parsed by the route's contract, so a field the contract does not declare is gone here as
 * it is in production (a screen reading it sees undefined), and data the contract refuses fails
 * the test instead of reaching a screen the BFF would have answered E000-502.
 */
const asTheBffAnswers = (url: string, body: unknown): unknown => {
  const result = body as { status?: unknown; data?: unknown } | null;
  if (typeof result !== 'object' || result === null || result.status !== 'E000-000') return body;
  const route = (apiRoutes as unknown as Routes)[url.replace(/^\//, '').split('?')[0]!];
  if (!route) return body;
  const parsed = route.data.safeParse(result.data);
  if (!parsed.success) {
    // The client turns a thrown transport into a network error: say here which fixture is wrong.
    const problem = `fake answer of ${url} breaks its contract: ${parsed.error.message}`;
    console.error(problem);
    throw new Error(problem);
  }
  return { ...result, data: parsed.data };
};

/**
 * A fake BFF at the api client's transport: handlers keyed by "METHOD /path" answer like the BFF;
 * unknown calls answer 404. Every call is recorded so tests can assert what was sent.
 */
export const createFakeApi = (handlers: Record<string, Handler | FakeAnswer> = {}) => {
  const calls: ApiCall[] = [];
  const routes = new Map(Object.entries(handlers));

  const send = async (target: string, init: RequestInit): Promise<Answer> => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = target.replace(/^\/api/, '');
    const body: unknown =
      typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
    const call: ApiCall = { method, url, body, headers: { ...(init.headers as object) } };
    calls.push(call);
    const route = routes.get(`${method} ${url}`);
    const reply =
      route === undefined
        ? fail('E000-404', 'Not found', 404)
        : typeof route === 'function'
          ? await route(call)
          : route;
    const answered = asTheBffAnswers(url, reply.body);
    const text = typeof answered === 'string' ? answered : JSON.stringify(answered);
    return { status: reply.status ?? 200, text: () => Promise.resolve(text) };
  };

  return {
    calls,
    /** Sets or replaces the handler of "METHOD /path". */
    on: (key: string, handler: Handler | FakeAnswer) => routes.set(key, handler),
    has: (key: string) => routes.has(key),
    /** The calls made to "METHOD /path". */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key),
    install: () => {
      apiTransport.send = send;
    },
  };
};

export type FakeApi = ReturnType<typeof createFakeApi>;
