import pino, { type DestinationStream, type Logger } from 'pino';
import { redactPaths } from './redaction';

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
      base: { service: 'kakehashi-bff' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination,
  );
