import {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiClient } from '@/shared/lib/api-client';

/** One recorded call to the fake BFF. */
export type ApiCall = {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
};

type Reply = { status?: number; body: unknown };
type Handler = (call: ApiCall) => Reply | Promise<Reply>;

/** A success Result. */
export const ok = (data: unknown): Reply => ({ status: 200, body: { status: 'E000-000', data } });

/** A refused Result with its message (already in the user's language, as the BFF sends it). */
export const fail = (
  status: string,
  message: string,
  httpStatus = 400,
  errors: unknown[] = [],
): Reply => ({
  status: httpStatus,
  body: { status, data: null, message, errors },
});

/**
 * A fake BFF at the axios boundary: handlers keyed by "METHOD /path" answer like the BFF; unknown
 * calls answer 404. Every call is recorded so tests can assert what was sent.
 */
export const createFakeApi = (handlers: Record<string, Handler | Reply> = {}) => {
  const calls: ApiCall[] = [];
  const routes = new Map(Object.entries(handlers));

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').replace(/^\/api/, '');
    const body: unknown =
      typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;
    const call: ApiCall = { method, url, body, headers: { ...config.headers } };
    calls.push(call);
    const route = routes.get(`${method} ${url}`);
    const reply =
      route === undefined
        ? fail('E000-404', 'Not found', 404)
        : typeof route === 'function'
          ? await route(call)
          : route;
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status ?? 200,
      statusText: '',
      headers: {},
      config,
    };
    const validate = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (validate(response.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      'ERR_BAD_REQUEST',
      config,
      null,
      response,
    );
  };

  return {
    calls,
    /** Sets or replaces the handler of "METHOD /path". */
    on: (key: string, handler: Handler | Reply) => routes.set(key, handler),
    has: (key: string) => routes.has(key),
    /** The calls made to "METHOD /path". */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key),
    install: () => {
      apiClient.defaults.adapter = adapter;
    },
  };
};

export type FakeApi = ReturnType<typeof createFakeApi>;
