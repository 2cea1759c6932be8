import {
  fieldIssueSchema,
  isSuccess,
  shopUnreachableCode,
  StatusCode,
  type FieldIssue,
  type Language,
  type MessageTables,
  type Result,
  type SiteSettings,
} from '@kakehashi/contracts';
import { z } from 'zod';
import type { SessionPort } from '../session/session-port';
import { statusList } from '../upstream/upstream-gateway';
import type { UpstreamOutcome } from '../upstream/upstream-http';
import { httpStatusFor } from '../http/http-status';
import { formatMessage } from '../http/status-messages';
import type { AnswerBytes } from '../http/stored-bytes';

/**
 * What the BFF sends the browser for one `/api` call (docs/architecture.md#words): a Result with
 * its HTTP status; a throttled one carries `Retry-After`, a cached read its stored bytes, a
 * proxied success the upstream's bytes when they are exactly this Result.
 */
export type Answer = {
  result: Result;
  httpStatus: number;
  retryAfterS?: number;
  /**
   * Answered from an earlier identical send (docs/rules/errors-and-messages.md#one-press-one-send):
   * nothing went out, so the throttles give back every count the call took.
   */
  repeated?: true;
  /** The answer's bytes and ETag, kept with a cached read (cache/serialised-answer). */
  serialised?: AnswerBytes;
  /** `result` already written out as JSON (a proxied success, as the upstream sent it). */
  bytes?: Buffer;
};

/**
 * What the mapper reads of the site settings (message tables, fetch-error and no-data codes).
 * site/site-settings provides it; it is injected so http/ does not import the modules above it.
 */
export type MessageSettingsSource = {
  peek(language: Language): Promise<SiteSettings | undefined>;
  load(port: SessionPort): Promise<{ ok: true; settings: SiteSettings } | { ok: false }>;
};

const issues = (value: unknown): FieldIssue[] | undefined => {
  const parsed = z.array(fieldIssueSchema).safeParse(value);
  return parsed.success && parsed.data.length ? parsed.data : undefined;
};

/**
 * Normalises every upstream outcome into the one Result shape
 * (docs/rules/errors-and-messages.md#result-shape) with the message in the session's language
 * (docs/rules/errors-and-messages.md#message-formatting): site tables when known, built-ins
 * otherwise. Transport failures become the fetch-error code (502, or 504 on a timeout) and never
 * wait for the site settings — they only use a cached copy.
 */
export const createResultMapper = (siteSettings: MessageSettingsSource) => {
  const tablesFor = async (
    language: Language,
    port?: SessionPort,
  ): Promise<{ tables?: MessageTables; fetchErrorCode: string; noDataCode: string }> => {
    const settings = (await siteSettings.peek(language)) ?? (port ? await loaded(port) : undefined);
    return {
      tables: settings?.error_messages,
      fetchErrorCode: settings?.fetch_error_code ?? StatusCode.fetchError,
      noDataCode: settings?.no_data_code ?? StatusCode.noData,
    };
  };
  const loaded = async (port: SessionPort) => {
    const outcome = await siteSettings.load(port);
    return outcome.ok ? outcome.settings : undefined;
  };

  /** A Result for one of the BFF's own codes. */
  const own = async (
    status: string,
    language: Language,
    extra: Partial<Result> = {},
    httpStatus = httpStatusFor(status),
    /** Values of the message's `{}` placeholders, in order. */
    params: (string | number)[] = [],
  ): Promise<Answer> => {
    const { tables } = await tablesFor(language);
    return {
      result: {
        data: null,
        ...extra,
        status,
        message: formatMessage(status, language, tables, params),
      },
      httpStatus,
    };
  };

  const fromOutcome = async (port: SessionPort, outcome: UpstreamOutcome): Promise<Answer> => {
    // A body this process could not forward is the request's fault: a 400, never a 5xx.
    if (outcome.kind === 'failure' && outcome.reason === 'local')
      return own(StatusCode.invalidInput, port.language, {}, 400);
    // The shop service could not be reached and nothing was done (refused, the breaker open, or a
    // read its gateway answered 502/503/504): said as such, not as the buyer's network failing
    // (docs/rules/errors-and-messages.md#status-catalogue).
    if (outcome.kind === 'failure' && outcome.reason === 'unreachable')
      return own(shopUnreachableCode, port.language, {}, 502);
    if (outcome.kind === 'failure') {
      const { tables, fetchErrorCode } = await tablesFor(port.language);
      // Only the mapped code and message: what an upstream says beside a 5xx (traces, internal
      // ids) is not the buyer's to read (docs/security.md#upstream-failures).
      return {
        result: {
          status: fetchErrorCode,
          data: null,
          message: formatMessage(fetchErrorCode, port.language, tables),
        },
        // Over this process's budget of answer bytes in flight: busy here, try again (503).
        httpStatus:
          outcome.reason === 'timeout' || outcome.reason === 'deadline'
            ? 504
            : outcome.reason === 'busy'
              ? 503
              : 502,
      };
    }
    const codes = statusList(outcome.status);
    if (codes.length === 1 && isSuccess(codes[0]))
      return { result: { status: codes[0]!, data: outcome.data ?? null }, httpStatus: 200 };
    // E000-006 destroyed the session: do not recreate one just to read the tables.
    const canLoad = !codes.includes(StatusCode.sessionInvalid);
    const { tables, noDataCode } = await tablesFor(port.language, canLoad ? port : undefined);
    const status = codes.length ? codes.join(',') : noDataCode;
    const data = outcome.data as
      | { errors?: unknown; warings?: unknown; warnings?: unknown; placeholders?: unknown }
      | null
      | undefined;
    // The values of the message's `{}` placeholders, in order (the mock's `data.placeholders`).
    const params = Array.isArray(data?.placeholders)
      ? data.placeholders.filter(
          (p): p is string | number => typeof p === 'string' || typeof p === 'number',
        )
      : [];
    const httpStatus =
      outcome.httpStatus >= 400 && outcome.httpStatus < 500
        ? outcome.httpStatus
        : httpStatusFor(codes[0] ?? noDataCode);
    return {
      result: {
        status,
        data: outcome.data ?? null,
        message: formatMessage(codes.length ? codes : [noDataCode], port.language, tables, params),
        errors: issues(data?.errors),
        warnings: issues(data?.warings ?? data?.warnings),
      },
      httpStatus: codes.includes(StatusCode.sessionInvalid) ? 401 : httpStatus,
    };
  };

  return { own, fromOutcome };
};
export type ResultMapper = ReturnType<typeof createResultMapper>;
