import http from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import axios, { type AxiosInstance } from 'axios';
import type { Config } from '../config/config';
import { injectCredentials } from './upstream-interceptors';

/** The largest upstream answer (and request body) the BFF reads: beyond it the call is dropped. */
export const maxUpstreamBytes = 20 * 1024 * 1024;

/** The code of the error a socket is destroyed with when its TCP connect outlives the timeout. */
export const connectTimeoutCode = 'UPSTREAM_CONNECT_TIMEOUT';

/**
 * An agent whose new sockets are destroyed when they have not connected within `connectTimeoutMs`
 * (axios has no connect timeout of its own). A kept-alive socket is already connected.
 */
const withConnectTimeout = <A extends http.Agent>(agent: A, connectTimeoutMs: number): A => {
  const create = agent.createConnection.bind(agent);
  agent.createConnection = (options, callback) => {
    const socket = create(options, callback) as (Duplex & { connecting?: boolean }) | undefined;
    if (socket?.connecting) {
      const timer = setTimeout(
        () =>
          socket.destroy(
            Object.assign(new Error('upstream connect timeout'), { code: connectTimeoutCode }),
          ),
        connectTimeoutMs,
      );
      socket.once('connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    }
    return socket;
  };
  return agent;
};

/**
 * The BFF's one axios instance towards the upstream (docs/architecture.md#talking-to-the-upstream):
 * the product owner's HTTP client, and its interceptors (upstream-interceptors.ts) are where an
 * integrator changes what every upstream call carries.
 *
 * - Keep-alive agents whose `timeout` closes a socket that sat idle that long: Node honours an
 *   upstream's `Keep-Alive: timeout=N` hint only when it is shorter, so without it an idle socket
 *   lived until the upstream closed it — and a request sent at that moment was reset.
 * - No redirects, no proxy from the environment: the upstream is one configured address.
 * - The answer is taken as bytes with no transform: upstream-http.ts parses it once, and can hand
 *   the upstream's own bytes to the browser (plainEnvelopeBytes). Every status is an answer
 *   (`validateStatus`): the BFF's own mapping (platform/api/result-mapper.ts) decides what it means.
 * - No `timeout` here: after the headers axios's restarts on every chunk, so upstream-http.ts
 *   aborts the whole exchange (and its socket) on one wall-clock budget instead.
 * - Request headers as the gateway has always sent them: JSON asked for, no compression asked,
 *   no client name (the bench's recorder compares them with the peer's).
 */
export const createUpstreamClient = (
  config: Pick<
    Config['upstream'],
    'url' | 'basePath' | 'maxSockets' | 'idleSocketMs' | 'connectTimeoutMs' | 'headers'
  >,
): { client: AxiosInstance; close: () => void } => {
  const agentOptions = {
    keepAlive: true,
    // The TCP keep-alive delay axios sets on every request's socket: with the agent's own default
    // (1 s) each call flipped it twice, two setsockopt calls per request in the profile.
    keepAliveMsecs: 60_000,
    maxSockets: config.maxSockets,
    timeout: config.idleSocketMs,
  };
  const httpAgent = withConnectTimeout(new http.Agent(agentOptions), config.connectTimeoutMs);
  const httpsAgent = withConnectTimeout(new https.Agent(agentOptions), config.connectTimeoutMs);
  const client = axios.create({
    baseURL: `${config.url}${config.basePath}`,
    httpAgent,
    httpsAgent,
    proxy: false,
    maxRedirects: 0,
    maxContentLength: maxUpstreamBytes,
    maxBodyLength: maxUpstreamBytes,
    responseType: 'arraybuffer',
    transformRequest: [],
    transformResponse: [],
    validateStatus: () => true,
    headers: { Accept: 'application/json', 'Accept-Encoding': null, 'User-Agent': null },
  });
  client.interceptors.request.use(injectCredentials(config.headers), null, { synchronous: true });
  return {
    client,
    close: () => {
      httpAgent.destroy();
      httpsAgent.destroy();
    },
  };
};
