import { z } from 'zod';
import {
  DEFAULT_ORDER_TOTAL_STATUSES,
  PAYMENT_STATUSES,
  upstreamHeaders,
} from '@kakehashi/contracts';
import { loadUpstreamAdapter } from './upstream-adapter';

/** A container id as GTM issues it; anything else is refused (edge/tag-manager.ts writes it into pages). */
export const tagManagerIdPattern = /^GTM-[A-Z0-9]{4,12}$/;

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);
const bool = (fallback?: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional()
    .transform((v) => v ?? fallback);
/** `VAR=` as copied from .env.example means "not set". */
const unsetWhenEmpty = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema);
/** A comma-separated list: entries trimmed, empty ones and repeats left out. */
const commaList = z.string().transform((value) => [
  ...new Set(
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
]);
const hostPorts = commaList
  .transform((entries, ctx) =>
    entries.map((entry) => {
      const match = /^([^\s:]+):(\d{1,5})$/.exec(entry);
      if (!match) ctx.addIssue({ code: 'custom', message: `"${entry}" is not host:port` });
      return { host: match?.[1] ?? '', port: Number(match?.[2] ?? 0) };
    }),
  )
  .optional();
const headerName = (fallback: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'a header name')
    .default(fallback);
const cookieName = (fallback: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'a cookie name')
    .default(fallback);
/** Comma-separated bare origins (`https://host:port`); empty = none. */
const origins = z
  .string()
  .default('')
  .pipe(commaList)
  .transform((entries, ctx) =>
    entries.map((origin) => {
      try {
        const url = new URL(origin);
        if (url.origin !== origin)
          ctx.addIssue({
            code: 'custom',
            message: `"${origin}" is not a bare origin like https://host:port`,
          });
        return url.origin;
      } catch {
        ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin` });
        return '';
      }
    }),
  );
/** The origin of an absolute URL, or undefined (a refine runs even after the URL check failed). */
const originOf = (value: string) => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};
/** Space- or comma-separated Content-Security-Policy sources. */
const sources = z
  .string()
  .default('')
  .transform((v) => v.split(/[\s,]+/).filter(Boolean));
const endpointOverride = z.object({
  path: z
    .string()
    .regex(/^\/[A-Za-z0-9/_.-]*$/, 'a path starting with /')
    .optional(),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
});

/**
 * Every environment variable the BFF reads (docs/architecture.md#talking-to-the-upstream),
 * documented in `.env.example`. Parsed once at boot; one error lists every bad variable.
 */
export const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: int(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default('web/dist'),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/, 'like 100kb')
    .default('100kb'),
  BODY_MAX_DEPTH: int(32, 1),
  TRUST_PROXY_HOPS: int(0),

  UPSTREAM_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4010'),
  UPSTREAM_BASE_PATH: z
    .string()
    .regex(/^(\/[A-Za-z0-9._-]+)*$/, 'a path like /api/v1')
    .default('/api/v1'),
  UPSTREAM_ENDPOINTS: z
    .string()
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string(), endpointOverride))
    .optional(),
  // A module translating an upstream that differs (docs/integrators.md#adapting-an-upstream-that-differs),
  // loaded here once so a missing or wrong one stops the boot under this variable's name.
  UPSTREAM_ADAPTER: unsetWhenEmpty(
    z
      .string()
      .transform((file, ctx) => {
        const loaded = loadUpstreamAdapter(file);
        if (loaded.ok) return loaded.adapter;
        ctx.addIssue({ code: 'custom', message: loaded.message });
        return z.NEVER;
      })
      .optional(),
  ),
  UPSTREAM_CONNECT_TIMEOUT_MS: int(2000, 1),
  UPSTREAM_TIMEOUT_MS: int(10000, 1),
  REQUEST_DEADLINE_MS: int(12000, 1),
  UPSTREAM_MAX_SOCKETS: int(64, 1),
  UPSTREAM_IDLE_SOCKET_MS: int(4000, 1),
  UPSTREAM_ANSWER_BYTES_IN_FLIGHT: int(64 * 1024 * 1024, 1),
  UPSTREAM_ANSWER_RECALL_BYTES: int(16 * 1024 * 1024, 0),
  UPSTREAM_HEADER_CLIENT_ID: headerName(upstreamHeaders.clientId),
  UPSTREAM_HEADER_ACCESS_TOKEN: headerName(upstreamHeaders.accessToken),
  UPSTREAM_HEADER_USER_ID: headerName(upstreamHeaders.userId),
  UPSTREAM_HEADER_REFRESH_TOKEN: headerName(upstreamHeaders.refreshToken),
  UPSTREAM_HEADER_LANGUAGE: headerName('Accept-Language'),

  SESSION_COOKIE_NAME: cookieName('kk_sid'),
  LANGUAGE_COOKIE_NAME: cookieName('kk_lang'),
  PRODUCT_COOKIE_NAMES: z.string().default('kk_order,kk_payment,kk_commit,kk_3ds').pipe(commaList),
  COOKIE_SECURE: bool(),
  SESSION_IDLE_TTL_S: int(1800, 1),
  SESSION_ABSOLUTE_TTL_S: int(43200, 1),
  /** docs/security.md#password-change: signed-in sessions per member; the oldest ends first. */
  SESSION_MAX_PER_MEMBER: int(100, 1),
  /** docs/security.md#session-records: seals session records (AES-256-GCM); old keys still open. */
  SESSION_ENCRYPTION_KEY: unsetWhenEmpty(z.string().min(32, 'at least 32 characters').optional()),
  SESSION_ENCRYPTION_OLD_KEYS: z
    .string()
    .default('')
    .pipe(commaList)
    .pipe(z.array(z.string().min(32, 'each at least 32 characters'))),
  /** docs/security.md#anonymous-sessions: new sessions per client address and window. */
  SESSION_CREATE_LIMIT_PER_ADDRESS: int(300, 1),
  SESSION_CREATE_WINDOW_S: int(600, 1),
  TOKEN_REFRESH_SKEW_S: int(60),
  REFRESH_LOCK_TTL_MS: int(30000, 1),
  DEFAULT_LANGUAGE: z.enum(['en', 'jp']).default('en'),
  /** Comma-separated payment statuses, each one of the upstream's; at least one. */
  ORDER_TOTAL_STATUSES: z
    .string()
    .default(DEFAULT_ORDER_TOTAL_STATUSES.join(','))
    .pipe(commaList)
    .pipe(
      z
        .array(
          z.enum(PAYMENT_STATUSES, {
            error: (issue) =>
              `"${String(issue.input)}" is not a payment status (${PAYMENT_STATUSES.join(', ')})`,
          }),
        )
        .min(1, 'at least one status'),
    ),

  MEMORY_STORE_MAX_ENTRIES: int(50000, 100),
  MEMORY_STORE_MAX_SESSIONS: int(50000, 100),
  MEMORY_STORE_MAX_ANONYMOUS_SESSIONS: int(20000, 100),
  MEMORY_STORE_MAX_SESSION_BYTES: int(64 * 1024 * 1024, 1024 * 1024),
  MEMORY_STORE_MAX_ANONYMOUS_SESSION_BYTES: int(32 * 1024 * 1024, 1024 * 1024),
  MEMORY_STORE_MAX_CACHE_ENTRIES: int(10000, 100),
  MEMORY_STORE_MAX_CACHE_BYTES: int(64 * 1024 * 1024, 1024 * 1024),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_SENTINELS: hostPorts,
  REDIS_SENTINEL_NAME: z.string().default('mymaster'),
  REDIS_CLUSTER_NODES: hostPorts,
  REDIS_PASSWORD: z.string().optional(),
  REDIS_KEY_PREFIX: z.string().default('kk:'),
  REDIS_COMMAND_TIMEOUT_MS: int(500, 1),
  REDIS_CONNECT_TIMEOUT_MS: int(2000, 1),
  REDIS_CACHE_MAX_BYTES: int(256 * 1024 * 1024, 1024 * 1024),

  // The trade desk's database (docs/architecture.md#database): a PostgreSQL server, else PGlite.
  DATABASE_URL: unsetWhenEmpty(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'a lower-case SQL name')
    .default('public'),
  PGLITE_DATA_DIR: unsetWhenEmpty(z.string().min(1).optional()),
  ALERTS_REFRESH_S: int(300, 0),
  ALERTS_PAGE_REFRESH_S: int(30, 0),

  CACHE_TTL_S: int(60, 1),
  CACHE_STALE_S: int(600),
  CACHE_MAX_VARIANTS_PER_ENDPOINT: int(500, 1),
  // Throttles (docs/security.md#throttles; bff/src/platform/throttle/budgets.ts).
  SIGNIN_UPSTREAM_LOCK_THRESHOLD: int(5, 3),
  SIGNIN_STRANGER_WINDOW_S: int(86400, 60),
  SIGNIN_LIMIT_PER_ADDRESS: int(30, 1),
  SIGNIN_LIMIT_WINDOW_S: int(900, 1),
  SIGNIN_BACKOFF_BASE_S: int(60, 1),
  SIGNIN_BACKOFF_MAX_S: int(3600, 1),
  DEVICE_COOKIE_NAME: cookieName('kk_device'),
  DEVICE_COOKIE_KEY: unsetWhenEmpty(z.string().min(32, 'at least 32 characters').optional()),
  THROTTLE_PROBES_PER_ADDRESS: int(30, 1),
  THROTTLE_PROBES_PER_SESSION: int(15, 1),
  THROTTLE_PROBES_PER_EMAIL: int(10, 1),
  THROTTLE_PROBE_WINDOW_S: int(900, 1),
  THROTTLE_MAILS_PER_ADDRESS: int(20, 1),
  THROTTLE_MAILS_PER_SESSION: int(10, 1),
  THROTTLE_MAILS_PER_RECIPIENT: int(5, 1),
  THROTTLE_MAIL_WINDOW_S: int(3600, 1),
  THROTTLE_GUESSES_PER_ACCOUNT: int(5, 1),
  THROTTLE_GUESSES_PER_SESSION: int(5, 1),
  THROTTLE_GUESS_WINDOW_S: int(900, 1),
  SHUTDOWN_TIMEOUT_MS: int(10000, 1),
  /** docs/security.md#slow-clients: a whole request, and its headers, must arrive within these. */
  HTTP_REQUEST_TIMEOUT_MS: int(30000, 1000),
  HTTP_HEADERS_TIMEOUT_MS: int(10000, 1000),
  /** Open connections per client address; 0 = no cap. Default 100, or 0 behind trusted proxies. */
  MAX_CONNECTIONS_PER_ADDRESS: unsetWhenEmpty(z.coerce.number().int().min(0).optional()),

  CORS_ALLOWED_ORIGINS: origins,
  CSP_IMAGE_SOURCES: sources,
  CSP_FRAME_SOURCES: sources,
  CSP_FORM_ACTIONS: sources,
  /** docs/security.md#tag-manager: a GTM container id; unset = no tag manager at all. */
  TAG_MANAGER_ID: unsetWhenEmpty(
    z.string().regex(tagManagerIdPattern, 'a container id like GTM-AB12CD3').optional(),
  ),
  UPSTREAM_HEADER_REQUEST_ID: headerName('X-Request-Id'),
  UPSTREAM_READ_ATTEMPTS: z.coerce.number().int().min(1).max(3).default(2),
  BREAKER_ERROR_THRESHOLD_PERCENT: z.coerce.number().int().min(1).max(100).default(50),
  BREAKER_VOLUME_THRESHOLD: int(10, 1),
  BREAKER_RESET_TIMEOUT_MS: int(10000, 1),
  BREAKER_WINDOW_MS: int(10000, 1000),
  PAYMENT_AUTHORIZE_ORIGINS: origins,
  /** The site's public origin: every absolute address the BFF gives a provider is built on it. */
  PUBLIC_URL: unsetWhenEmpty(
    z
      .url({ protocol: /^https?$/ })
      .refine((v) => originOf(v) === v.replace(/\/$/, ''), 'a bare origin like https://host')
      .transform((v) => new URL(v).origin)
      .optional(),
  ),
  READINESS_TIMEOUT_MS: int(2000, 1),
  METRICS_PORT: unsetWhenEmpty(z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_TOKEN: unsetWhenEmpty(z.string().min(16, 'at least 16 characters').optional()),
});
export type Env = z.infer<typeof envSchema>;
