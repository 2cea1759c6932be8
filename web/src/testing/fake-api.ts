import { apiTransport, type Answer } from '@/shared/lib/api-client';

/** One recorded call to the fake BFF. */
export type ApiCall = {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
};

type FakeAnswer = { status?: number; body: unknown };
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
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
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
