import pino, { type DestinationStream, type Logger } from 'pino';
import { redactPaths, redactText, redactUrl } from './redaction';

export type LoggerOptions = {
  level?: pino.LevelWithSilent;
  /**
   * Where the JSON lines go: stdout written line by line by default (tests, scripts; tests also
   * capture them); server.ts hands it one `batchedStdout()`.
   */
  destination?: DestinationStream;
};

/**
 * The BFF's JSON logger (pino). Structured fields named like a secret (tokens, passwords, codes,
 * cookies, the 3-D Secure context) are censored wherever a caller puts them, so one careless
 * `logger.info({ session })` cannot leak a token.
 */
export const createLogger = (options: LoggerOptions = {}): Logger =>
  pino(
    {
      level: options.level ?? 'info',
      redact: { paths: redactPaths, censor: '[Redacted]' },
      // docs/security.md#logs: one redaction for every line — a `url` field is always redacted,
      // and an error's message and stack lose the secret values of any URL they quote.
      serializers: {
        url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
        err: (error: Error) => {
          const out = pino.stdSerializers.err(error);
          if (!out || typeof out !== 'object') return out;
          for (const field of ['message', 'stack'] as const)
            if (typeof out[field] === 'string') out[field] = redactText(out[field]);
          return out;
        },
      },
      base: { service: 'kakehashi-bff' },
      timestamp: isoTimeBySecond(),
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );

/**
 * pino's `isoTime` (`,"time":"2026-11-26T19:02:53.214Z"`) with the part up to the second written
 * once a second: a `Date` and its `toISOString()` per line cost 0.6–1.1 µs, this 0.1 µs, on every
 * request's log line (docs/architecture.md#production-and-performance). One per logger.
 */
export const isoTimeBySecond = (now: () => number = Date.now) => {
  let second = Number.NaN;
  let prefix = '';
  return () => {
    const ms = now();
    const start = ms - (ms % 1000);
    if (start !== second) {
      second = start;
      prefix = `,"time":"${new Date(start).toISOString().slice(0, 20)}`;
    }
    const milli = ms - start;
    return `${prefix}${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z"`;
  };
};

/** How long a line may wait in the batch before it is written anyway. */
const batchFlushMs = 1000;

/**
 * Standard output written in batches of about 4 KB instead of one write per line
 * (docs/architecture.md#production-and-performance): pino's default destination queues every
 * request's log line as a write of its own on libuv's thread pool, which cost about a sixth of a
 * cached read's CPU. A quiet gateway still shows a line within a second, and pino flushes the
 * batch when the process exits (an uncaught error or the drain's exit included); only a SIGKILL
 * can lose the last second's lines. Made once per process, by server.ts: each call
 * starts a timer of its own. The timer never keeps the process alive and stops with the stream.
 */
export const batchedStdout = (): DestinationStream => {
  const stdout = pino.destination({ dest: 1, minLength: 4096, sync: false });
  const timer = setInterval(() => {
    try {
      stdout.flush();
    } catch {
      // Ended (the process is exiting): pino has flushed what it held.
    }
  }, batchFlushMs).unref();
  stdout.once('close', () => clearInterval(timer));
  return stdout;
};
