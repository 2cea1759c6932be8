import type { Application } from 'express';
import request from 'supertest';

/**
 * A fetch-shaped function that serves requests from an Express app in this process (supertest),
 * so the one upstream client (mocks/src/tour/upstream-client.ts) drives a mock without a port.
 */
export const inProcessFetch =
  (app: Application): typeof fetch =>
  async (input, init = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const pending = request(app)[method](`${url.pathname}${url.search}`).set(headers);
    const res =
      init.body === undefined || init.body === null
        ? await pending
        : await pending.send(String(init.body));
    const empty = res.status === 204 || res.status === 304;
    return new Response(empty ? null : res.text, {
      status: res.status,
      headers: res.headers as Record<string, string>,
    });
  };
