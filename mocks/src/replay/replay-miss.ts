import type { Exchange } from './fixture';

/**
 * docs/qa.md#replay: a request the recording does not hold is answered as an upstream answers a
 * failure — `{ status, … }` with a code of the replay's own — and the recording's `site/get`
 * message tables (served by the replay, like any upstream's) gain that code's message. The BFF
 * then hands the buyer "This page was not part of the recording" in their language, not the
 * generic "No data" it uses for an answer without a status.
 */
export const notRecordedStatus = 'E999-900';
export const notRecordedMessages = {
  en: 'This page was not part of the recording.',
  ja: 'このページは記録されたセッションに含まれていません。',
} as const;

type Tables = Record<'en' | 'ja', Record<string, string>>;

/** The exchange's answer with the not-recorded message added to its message tables, if any. */
export const withReplayMessages = (exchange: Exchange): Exchange => {
  const data = (exchange.response as { data?: { error_messages?: Partial<Tables> } } | null)?.data;
  const tables = data?.error_messages;
  if (!tables?.en || !tables.ja) return exchange;
  return {
    ...exchange,
    response: {
      ...(exchange.response as object),
      data: {
        ...data,
        error_messages: {
          ...tables,
          en: { ...tables.en, [notRecordedStatus]: notRecordedMessages.en },
          ja: { ...tables.ja, [notRecordedStatus]: notRecordedMessages.ja },
        },
      },
    },
  };
};

/** The BFF's readiness probe (`HEAD /`, bff/src/platform/observability/upstream-probe.ts): not a miss. */
export const isReadinessProbe = (method: string, path: string): boolean =>
  method === 'HEAD' && path === '/';
