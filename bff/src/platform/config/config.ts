import type { Language, PaymentStatus, UpstreamAdapter } from '@kakehashi/contracts';
import { throttleConfig, type ThrottleConfig } from './throttle-config';
import { envSchema, type Env } from './env-schema';
import { sessionKeysFrom, type SessionKeyConfig } from './session-keys';

export type EndpointOverrides = Record<
  string,
  { path?: string; method?: 'GET' | 'POST' | 'PUT' | 'DELETE' }
>;

/**
 * Where Redis is: one node by URL, a Sentinel group, or Cluster seed nodes
 * (docs/architecture.md#store).
 */
export type RedisTopology =
  | { mode: 'single'; url: string }
  | {
      mode: 'sentinel';
      sentinels: { host: string; port: number }[];
      name: string;
      password?: string;
    }
  | { mode: 'cluster'; nodes: { host: string; port: number }[]; password?: string };

/** The BFF's configuration, structured by concern; built from the environment once at boot. */
/** Where the BFF's own data lives (docs/architecture.md#database). */
export type DatabaseConfig = {
  /** `postgres://…`: a real server shared by every instance; unset: embedded PGlite. */
  url?: string;
  /** The schema the tables live in (tests use one per run on a shared server). */
  schema: string;
  /** PGlite's data directory, or `memory` (nothing kept when the process ends). */
  pgliteDir: string;
};

export type Config = {
  env: string;
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  bodyLimit: string;
  /** Deepest JSON nesting an /api body may have; checked before parsing (docs/security.md). */
  bodyMaxDepth: number;
  trustProxyHops: number;
  upstream: {
    url: string;
    basePath: string;
    endpoints: EndpointOverrides;
    /** UPSTREAM_ADAPTER's module, loaded at boot; undefined when the upstream needs none. */
    adapter?: UpstreamAdapter;
    connectTimeoutMs: number;
    timeoutMs: number;
    /** Overall budget of one browser request's upstream work, retries included. */
    deadlineMs: number;
    maxSockets: number;
    /** How long a kept-alive upstream socket may sit idle before we close it (docs/architecture.md#talking-to-the-upstream). */
    idleSocketMs: number;
    /**
     * The bytes of upstream answers all calls may hold while reading them, together
     * (docs/security.md#upstream-answer-bytes).
     */
    answerBytesInFlight: number;
    /**
     * The bytes the parsed answers of repeated reads may hold (docs/architecture.md#recalled-answers);
     * 0 parses every answer anew.
     */
    answerRecallBytes: number;
    headers: {
      clientId: string;
      accessToken: string;
      userId: string;
      refreshToken: string;
      language: string;
      requestId: string;
    };
  };
  cookies: { session: string; language: string; product: string[]; secure: boolean };
  session: {
    idleTtlMs: number;
    absoluteTtlMs: number;
    /** Signed-in sessions one member may hold; a sign-in beyond ends the oldest (docs/security.md#password-change). */
    maxPerMember: number;
    refreshSkewMs: number;
    refreshLockTtlMs: number;
    /** Seal the records at rest (docs/security.md#session-records). */
    keys: SessionKeyConfig;
    /** New sessions one client address may start per window (docs/security.md#anonymous-sessions). */
    createLimit: { perAddress: number; windowS: number };
  };
  defaultLanguage: Language;
  /** Shown to the pages through the session (docs/rules/cart-and-checkout.md#order-history-totals). */
  site: { orderTotalStatuses: PaymentStatus[] };
  store: {
    /** Memory store: locks, rate limits and other small keys. */
    maxEntries: number;
    /** Memory store: sessions and cached reads have limits of their own (docs/security.md). */
    maxSessions: number;
    /** Memory store: anonymous sessions, an LRU of their own (docs/security.md#anonymous-sessions). */
    maxAnonymousSessions: number;
    /** Memory store: signed-in and anonymous sessions in bytes (docs/security.md#anonymous-sessions). */
    maxSessionBytes: number;
    maxAnonymousSessionBytes: number;
    maxCacheEntries: number;
    /** Memory store: cached reads in bytes (docs/security.md#cache-bounds). */
    maxCacheBytes: number;
    redis?: RedisTopology;
    /** Redis: the byte budget of the cached reads (docs/security.md#cache-bounds). */
    redisCacheMaxBytes: number;
    keyPrefix: string;
    commandTimeoutMs: number;
    connectTimeoutMs: number;
  };
  /** `maxVariantsPerEndpoint`: distinct cached bodies per endpoint (docs/security.md#cache-bounds). */
  cache: { ttlMs: number; staleMs: number; maxVariantsPerEndpoint: number };
  /** Every throttle's budget and the device cookie (docs/security.md#throttles). */
  throttle: ThrottleConfig;
  /** Prometheus: a loopback port of its own, and/or a bearer token for /metrics on the site. */
  metrics: { port?: number; token?: string };
  shutdownTimeoutMs: number;
  /** The listener's limits on slow and numerous connections (docs/security.md#slow-clients). */
  server: { requestTimeoutMs: number; headersTimeoutMs: number; maxConnectionsPerAddress: number };
  edge: {
    corsAllowedOrigins: string[];
    csp: { imageSources: string[]; frameSources: string[]; formActions: string[] };
    /** TAG_MANAGER_ID: the tag manager's container, loaded with a nonce (docs/security.md#tag-manager). */
    tagManagerId?: string;
    readinessTimeoutMs: number;
  };
  resilience: {
    readAttempts: number;
    breaker: {
      errorThresholdPercentage: number;
      volumeThreshold: number;
      resetTimeoutMs: number;
      rollingWindowMs: number;
    };
  };
  payment: { authorizeOrigins: string[] };
  /** The trade desk's database and its alert counting (docs/architecture.md#database). */
  database: DatabaseConfig;
  alerts: { intervalMs: number; pageIntervalMs: number };
  /**
   * The site's public origin (PUBLIC_URL): the card return and payment-login return addresses are
   * built on it, never on a request's Host header (docs/security.md#provider-return-addresses).
   */
  publicUrl: string;
};

export type ConfigOutcome = { ok: true; config: Config } | { ok: false; message: string };

const redisTopology = (env: Env): RedisTopology | undefined => {
  if (env.REDIS_CLUSTER_NODES?.length)
    return { mode: 'cluster', nodes: env.REDIS_CLUSTER_NODES, password: env.REDIS_PASSWORD };
  if (env.REDIS_SENTINELS?.length)
    return {
      mode: 'sentinel',
      sentinels: env.REDIS_SENTINELS,
      name: env.REDIS_SENTINEL_NAME,
      password: env.REDIS_PASSWORD,
    };
  if (env.REDIS_URL) return { mode: 'single', url: env.REDIS_URL };
  return undefined;
};

/**
 * Parses the environment; a failure names every bad variable
 * (docs/architecture.md#talking-to-the-upstream).
 */
export const loadConfig = (source: NodeJS.ProcessEnv): ConfigOutcome => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      // A list entry's index is left out: the message names the entry itself.
      (issue) =>
        `  ${issue.path.filter((key) => typeof key !== 'number').join('.') || '(env)'}: ${issue.message}`,
    );
    return { ok: false, message: `Invalid configuration:\n${lines.join('\n')}` };
  }
  const env = parsed.data;
  if (env.REFRESH_LOCK_TTL_MS <= env.UPSTREAM_TIMEOUT_MS) {
    // docs/architecture.md#sessions-and-tokens: the refresh lock must outlive the slowest refresh,
    // i.e. the upstream timeout.
    return {
      ok: false,
      message: 'Invalid configuration:\n  REFRESH_LOCK_TTL_MS: must exceed UPSTREAM_TIMEOUT_MS',
    };
  }
  if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS)
    // Node refuses a headers timeout longer than the request timeout it is part of.
    return {
      ok: false,
      message:
        'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS',
    };
  const keys = sessionKeysFrom(env, redisTopology(env) !== undefined);
  if (!keys.ok) return { ok: false, message: `Invalid configuration:\n  ${keys.message}` };
  // Secure outside local http (docs/architecture.md#sessions-and-tokens): on by default in
  // production only.
  const secure = env.COOKIE_SECURE ?? env.NODE_ENV === 'production';
  return {
    ok: true,
    config: {
      env: env.NODE_ENV,
      port: env.PORT,
      host: env.HOST,
      logLevel: env.LOG_LEVEL,
      webDistDir: env.WEB_DIST_DIR,
      bodyLimit: env.BODY_LIMIT,
      bodyMaxDepth: env.BODY_MAX_DEPTH,
      trustProxyHops: env.TRUST_PROXY_HOPS,
      upstream: {
        url: env.UPSTREAM_URL.replace(/\/+$/, ''),
        basePath: env.UPSTREAM_BASE_PATH,
        endpoints: env.UPSTREAM_ENDPOINTS ?? {},
        adapter: env.UPSTREAM_ADAPTER,
        connectTimeoutMs: env.UPSTREAM_CONNECT_TIMEOUT_MS,
        timeoutMs: env.UPSTREAM_TIMEOUT_MS,
        deadlineMs: env.REQUEST_DEADLINE_MS,
        maxSockets: env.UPSTREAM_MAX_SOCKETS,
        idleSocketMs: env.UPSTREAM_IDLE_SOCKET_MS,
        answerBytesInFlight: env.UPSTREAM_ANSWER_BYTES_IN_FLIGHT,
        answerRecallBytes: env.UPSTREAM_ANSWER_RECALL_BYTES,
        headers: {
          clientId: env.UPSTREAM_HEADER_CLIENT_ID,
          accessToken: env.UPSTREAM_HEADER_ACCESS_TOKEN,
          userId: env.UPSTREAM_HEADER_USER_ID,
          refreshToken: env.UPSTREAM_HEADER_REFRESH_TOKEN,
          language: env.UPSTREAM_HEADER_LANGUAGE,
          requestId: env.UPSTREAM_HEADER_REQUEST_ID,
        },
      },
      cookies: {
        // docs/security.md#cookies: `__Host-` binds a secure cookie to this host, Path=/ and no Domain.
        session: secure ? `__Host-${env.SESSION_COOKIE_NAME}` : env.SESSION_COOKIE_NAME,
        language: env.LANGUAGE_COOKIE_NAME,
        product: env.PRODUCT_COOKIE_NAMES,
        secure,
      },
      session: {
        idleTtlMs: env.SESSION_IDLE_TTL_S * 1000,
        absoluteTtlMs: env.SESSION_ABSOLUTE_TTL_S * 1000,
        maxPerMember: env.SESSION_MAX_PER_MEMBER,
        refreshSkewMs: env.TOKEN_REFRESH_SKEW_S * 1000,
        refreshLockTtlMs: env.REFRESH_LOCK_TTL_MS,
        keys: keys.keys,
        createLimit: {
          perAddress: env.SESSION_CREATE_LIMIT_PER_ADDRESS,
          windowS: env.SESSION_CREATE_WINDOW_S,
        },
      },
      defaultLanguage: env.DEFAULT_LANGUAGE,
      site: { orderTotalStatuses: env.ORDER_TOTAL_STATUSES },
      store: {
        maxEntries: env.MEMORY_STORE_MAX_ENTRIES,
        maxSessions: env.MEMORY_STORE_MAX_SESSIONS,
        maxAnonymousSessions: env.MEMORY_STORE_MAX_ANONYMOUS_SESSIONS,
        maxSessionBytes: env.MEMORY_STORE_MAX_SESSION_BYTES,
        maxAnonymousSessionBytes: env.MEMORY_STORE_MAX_ANONYMOUS_SESSION_BYTES,
        maxCacheEntries: env.MEMORY_STORE_MAX_CACHE_ENTRIES,
        maxCacheBytes: env.MEMORY_STORE_MAX_CACHE_BYTES,
        redis: redisTopology(env),
        redisCacheMaxBytes: env.REDIS_CACHE_MAX_BYTES,
        keyPrefix: env.REDIS_KEY_PREFIX,
        commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
        connectTimeoutMs: env.REDIS_CONNECT_TIMEOUT_MS,
      },
      database: {
        url: env.DATABASE_URL,
        schema: env.DATABASE_SCHEMA,
        // Kept under the project by default; tests keep nothing (docs/architecture.md#database).
        pgliteDir: env.PGLITE_DATA_DIR ?? (env.NODE_ENV === 'test' ? 'memory' : '.data/pglite'),
      },
      alerts: {
        intervalMs: env.ALERTS_REFRESH_S * 1000,
        pageIntervalMs: env.ALERTS_PAGE_REFRESH_S * 1000,
      },
      cache: {
        ttlMs: env.CACHE_TTL_S * 1000,
        staleMs: env.CACHE_STALE_S * 1000,
        maxVariantsPerEndpoint: env.CACHE_MAX_VARIANTS_PER_ENDPOINT,
      },
      throttle: throttleConfig(env, secure, keys.keys.current),
      metrics: { port: env.METRICS_PORT, token: env.METRICS_TOKEN },
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      server: {
        requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
        headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
        // Behind trusted proxies every connection comes from a proxy: cap there, not here.
        maxConnectionsPerAddress:
          env.MAX_CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY_HOPS > 0 ? 0 : 100),
      },
      edge: {
        corsAllowedOrigins: env.CORS_ALLOWED_ORIGINS,
        csp: {
          imageSources: env.CSP_IMAGE_SOURCES,
          frameSources: env.CSP_FRAME_SOURCES,
          formActions: env.CSP_FORM_ACTIONS,
        },
        tagManagerId: env.TAG_MANAGER_ID,
        readinessTimeoutMs: env.READINESS_TIMEOUT_MS,
      },
      resilience: {
        readAttempts: env.UPSTREAM_READ_ATTEMPTS,
        breaker: {
          errorThresholdPercentage: env.BREAKER_ERROR_THRESHOLD_PERCENT,
          volumeThreshold: env.BREAKER_VOLUME_THRESHOLD,
          resetTimeoutMs: env.BREAKER_RESET_TIMEOUT_MS,
          rollingWindowMs: env.BREAKER_WINDOW_MS,
        },
      },
      // The authorization address comes from upstream data: by default only the upstream's origin.
      payment: {
        authorizeOrigins: env.PAYMENT_AUTHORIZE_ORIGINS.length
          ? env.PAYMENT_AUTHORIZE_ORIGINS
          : [new URL(env.UPSTREAM_URL).origin],
      },
      // `npm start` serves http://localhost:PORT; a deployment sets its own.
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    },
  };
};
