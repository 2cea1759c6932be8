import pino, { type DestinationStream, type Logger } from 'pino';
import { redactPaths, redactText, redactUrl } from './redaction';

export type LoggerOptions = {
  level?: pino.LevelWithSilent;
  /** Where the JSON lines go (stdout by default; tests capture them). */
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
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination,
  );
