// The peer's integration: a minimal Alokai (`@vue-storefront/middleware` 5.4.1) integration in
// front of the same upstream, written as its docs show one (apiClientFactory: an axios client made
// in onCreate, one API method per upstream call, the default JSON handling and error handler).
// Like Alokai's commerce integrations it keeps no server-side session: the buyer's upstream
// credentials travel in cookies, and each call forwards them as the upstream's headers — the
// same headers and body the gateway sends (the bench checks that, upstream-recorder.ts).
import http from 'node:http';
import axios, { type AxiosInstance } from 'axios';
import { apiClientFactory, type ApiClientConfig } from '@vue-storefront/middleware';
import { peerCookies } from './peer-cookies';

type Config = ApiClientConfig & { upstream: string };
type Context = { client: AxiosInstance; req: { cookies?: Record<string, string> } };

// One keep-alive client for the process, as an integration that reuses its connections has:
// onCreate runs on every request, and a new agent each time would open a socket per call.
let shared: AxiosInstance | undefined;
const clientFor = (config: Config) =>
  (shared ??= axios.create({
    baseURL: config.upstream,
    httpAgent: new http.Agent({ keepAlive: true, maxSockets: 64 }),
    // The gateway's request headers: JSON asked for, no compression, no client name.
    headers: { Accept: 'application/json', 'Accept-Encoding': null, 'User-Agent': null },
  }));

/** The upstream's headers for a call: the language, and the credentials the cookies carry. */
const headersFrom = (context: Context, member: boolean) => {
  const cookies = context.req.cookies ?? {};
  const headers: Record<string, string> = {
    'accept-language': cookies[peerCookies.locale] ?? 'en',
  };
  const clientId = cookies[peerCookies.clientId];
  if (clientId) headers['x-client-id'] = clientId;
  if (member && cookies[peerCookies.accessToken]) {
    headers['x-access-token'] = cookies[peerCookies.accessToken]!;
    headers['x-user-id'] = cookies[peerCookies.userId] ?? '';
    headers['x-refresh-token'] = cookies[peerCookies.refreshToken] ?? '';
  }
  return headers;
};

/** POSTs `params` to the upstream's `name` and answers its parsed JSON (axios's default). */
const call =
  (name: string, member: boolean) =>
  async (context: Context, params: unknown = {}) =>
    (await context.client.post(name, params, { headers: headersFrom(context, member) })).data;

const { createApiClient } = apiClientFactory<Config, Record<string, never>>({
  onCreate: (config: Config) => ({ config, client: clientFor(config) }),
  api: {
    itemsList: call('items/list', true),
    // A member-independent read: the client id only, as the gateway's shared read sends it.
    categoryTrees: call('category/trees', false),
  } as never,
});

// The middleware `require`s the integration's `location` and takes createApiClient from it.
export { createApiClient };
