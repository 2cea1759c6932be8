import type { FieldIssue, Result } from '../result/result';
import { StatusCode } from '../result/status-codes';
import { readFieldIssues } from './field-issues';
import { lookupMessageTemplate, UNMAPPED_CODE_MESSAGE, type MessageTables } from './message-tables';
import { fillPlaceholders, type MessageParam } from './placeholders';
import type { Language } from '../bff/language';

export type FormatMessageInput = {
  /** The upstream envelope `{ status, data }`; null/undefined when there was no response. */
  response: unknown;
  language: Language;
  /** Site-settings tables (`error_messages`); the built-in tables cover the product's codes. */
  tables?: Partial<MessageTables>;
  /** Site-settings `fetch_error_code`; default StatusCode.fetchError. */
  fetchErrorCode?: string;
  /** Site-settings `no_data_code`; default StatusCode.noData. */
  noDataCode?: string;
  /** Values for the `{}` placeholders, in order. */
  params?: readonly MessageParam[];
};

export type FormattedMessage = {
  /**
   * The status; several codes are joined by commas
   * (docs/rules/errors-and-messages.md#message-formatting).
   */
  status: string;
  message: string;
  /**
   * docs/rules/errors-and-messages.md#message-formatting: the message followed by the status in
   * brackets, e.g. "Please sign in. [E028-901]".
   */
  display: string;
  errors: FieldIssue[];
  warnings: FieldIssue[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The codes of an envelope status: a string (commas split it) or an array of strings. */
export const statusCodesOf = (status: unknown): string[] => {
  const parts =
    typeof status === 'string'
      ? status.split(',')
      : Array.isArray(status)
        ? status.filter((s): s is string => typeof s === 'string')
        : [];
  return parts.map((s) => s.trim()).filter((s) => s !== '');
};

/**
 * The message of one or more codes. Each code reads its template (site table, then built-in,
 * else UNMAPPED_CODE_MESSAGE); identical templates are kept once, so two unmapped codes do not
 * repeat the same sentence; the templates are joined by a space and then the `{}` placeholders
 * of the joined text are filled in order from `params`.
 */
export const messageForCodes = (
  codes: readonly string[],
  language: Language,
  tables?: Partial<MessageTables>,
  params?: readonly MessageParam[],
): string => {
  const templates = codes.map(
    (code) => lookupMessageTemplate(code, language, tables) ?? UNMAPPED_CODE_MESSAGE,
  );
  const unique = [...new Set(templates.length > 0 ? templates : [UNMAPPED_CODE_MESSAGE])];
  return fillPlaceholders(unique.join(' '), params);
};

/**
 * docs/rules/errors-and-messages.md#message-formatting: the displayed text is the message followed
 * by the status in brackets.
 */
export const displayText = (message: string, status: string): string => `${message} [${status}]`;

/**
 * The error-message formatter of docs/rules/errors-and-messages.md#message-formatting. A missing
 * response gives the 'no data' code; a response that is not an envelope with a usable status gives
 * the fetch-error code (the upstream answered junk); otherwise the envelope's codes are mapped.
 * Never throws.
 */
export const formatUpstreamMessage = (input: FormatMessageInput): FormattedMessage => {
  const { response, language, tables, params } = input;
  const envelope = isRecord(response) ? response : undefined;
  const codes = envelope ? statusCodesOf(envelope.status) : [];
  const fallback =
    response === undefined || response === null
      ? (input.noDataCode ?? StatusCode.noData)
      : (input.fetchErrorCode ?? StatusCode.fetchError);
  const used = codes.length > 0 ? codes : [fallback];
  const status = used.join(',');
  const message = messageForCodes(used, language, tables, params);
  return {
    status,
    message,
    display: displayText(message, status),
    errors: readFieldIssues(envelope?.data, 'errors'),
    warnings: readFieldIssues(envelope?.data, 'warings'),
  };
};

/**
 * docs/rules/errors-and-messages.md#message-formatting: "Failed network call yields a generic
 * fetch-error code from settings with the response data" — the envelope to hand to
 * formatUpstreamMessage in that case.
 */
export const fetchFailureEnvelope = (
  data: unknown,
  fetchErrorCode: string = StatusCode.fetchError,
): { status: string; data: unknown } => ({ status: fetchErrorCode, data: data ?? null });

/**
 * The `/api` Result (docs/rules/errors-and-messages.md#result-shape) of a formatted message:
 * `message` carries the display text (message plus bracketed status); errors and warnings appear
 * only when there are some.
 */
export const formattedResult = <T>(formatted: FormattedMessage, data: T): Result<T> => ({
  status: formatted.status,
  data,
  message: formatted.display,
  ...(formatted.errors.length > 0 ? { errors: formatted.errors } : {}),
  ...(formatted.warnings.length > 0 ? { warnings: formatted.warnings } : {}),
});
