import pino, { type Logger } from 'pino';
import type { AnswerObserver } from './answer-observers';
import { requestIdOf } from './request-context';
import { redactUrl } from './redaction';

const ignored = new Set(['/healthz', '/readyz', '/metrics']);

type AccessLevel = 'info' | 'warn' | 'error';
type AccessEntry = {
  req: { id: string | undefined; method: string; url: string };
  res: { statusCode: number };
  responseTime: number;
};

/**
 * One JSON line per request carrying the request id of requestContext (an observer of
 * answer-observers.ts). Only the fields chosen here are logged — request id, method, the URL
 * with secret query values censored, the status and the time taken — never headers (cookies,
 * credentials) or bodies (passwords, codes). Since the line is such a whitelist, it is written by
 * a child without the logger's wildcard redaction paths, which the profile showed walking every
 * line (docs/security.md#logs); anything else logged through the app logger still goes through
 * them.
 */
export const accessLog = (options: { logger: Logger }): AnswerObserver => {
  const lines = options.logger.child({}, { redact: [] });
  const write = accessLineWriter(lines);
  return (req, res, elapsedMs, completed) => {
    // Health probes and metrics scrapes would drown the requests that matter.
    if (ignored.has(req.url)) return;
    const status = res.statusCode;
    const level: AccessLevel = !completed
      ? 'warn'
      : status >= 500
        ? 'error'
        : status >= 400
          ? 'warn'
          : 'info';
    if (!lines.isLevelEnabled(level)) return;
    const entry: AccessEntry = {
      req: { id: requestIdOf(res), method: req.method, url: redactUrl(req.originalUrl) },
      res: { statusCode: status },
      responseTime: Math.round(elapsedMs),
    };
    write(level, entry, completed ? 'request completed' : 'request aborted');
  };
};

const { streamSym, timeSym, chindingsSym, lsCacheSym, endSym, messageKeySym, mixinSym } =
  pino.symbols;
const { formattersSym, hooksSym, needsMetadataGsym, nestedKeySym, msgPrefixSym } =
  pino.symbols as unknown as Record<
    'formattersSym' | 'hooksSym' | 'needsMetadataGsym' | 'nestedKeySym' | 'msgPrefixSym',
    symbol
  >;

/**
 * Writes an access line, byte for byte the line pino would write for the entry, without pino's
 * general serialiser, which walks the entry's keys and runs a cycle-safe stringify on each nested
 * object: about half of what building the line cost, and 4 KB allocated per answer
 * (docs/architecture.md#production-and-performance). The fixed parts (level, time, bindings, end)
 * are the logger's own, read through `pino.symbols`; a logger configured in a way this does not
 * reproduce (a log formatter, mixin, nested key, message prefix, write hook or a destination that
 * wants the line's metadata) gets pino's own call. `request-logging.test.ts` holds the two equal.
 */
const accessLineWriter = (logger: Logger) => {
  const own = logger as unknown as Record<symbol, unknown>;
  const stream = own[streamSym] as { write: (line: string) => unknown } & Record<symbol, unknown>;
  const plain =
    !(own[formattersSym] as { log?: unknown } | undefined)?.log &&
    !own[mixinSym] &&
    !own[nestedKeySym] &&
    !own[msgPrefixSym] &&
    !(own[hooksSym] as { streamWrite?: unknown } | undefined)?.streamWrite &&
    stream[needsMetadataGsym] !== true;
  if (!plain)
    return (level: AccessLevel, entry: AccessEntry, message: string) =>
      logger[level](entry, message);
  const time = own[timeSym] as () => string;
  const chindings = own[chindingsSym] as string;
  const levelStarts = own[lsCacheSym] as Record<number, string>;
  const startOf = (level: AccessLevel) => levelStarts[logger.levels.values[level]!]!;
  const starts = { info: startOf('info'), warn: startOf('warn'), error: startOf('error') };
  const end = own[endSym] as string;
  const messageKey = JSON.stringify(own[messageKeySym]);
  return (level: AccessLevel, entry: AccessEntry, message: string) => {
    const { id, method, url } = entry.req;
    stream.write(
      `${starts[level]}${time()}${chindings},"req":{${
        id === undefined ? '' : `"id":${JSON.stringify(id)},`
      }"method":${JSON.stringify(method)},"url":${JSON.stringify(url)}},"res":{"statusCode":${
        entry.res.statusCode
      }},"responseTime":${entry.responseTime},${messageKey}:${JSON.stringify(message)}${end}`,
    );
  };
};
