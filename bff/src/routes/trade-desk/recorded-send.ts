import { idResponseSchema, isSuccess, type InquiryPutRequest } from '@kakehashi/contracts';
import type { Logger } from 'pino';
import type { SessionPort } from '../../platform/session/session-port';
import type { UpstreamGateway } from '../../platform/upstream/upstream-gateway';
import type { UpstreamOutcome } from '../../platform/upstream/upstream-http';
import type { NewRequest, RequestLog } from './request-log';

/** Failures that never reached the upstream: the request was certainly not sent. */
const notSent = new Set(['unreachable', 'local', 'deadline']);

export type SendOutcome =
  /** Sent; `entryId` is its inbox entry (its reference may be missing: see below). */
  | { kind: 'sent'; reference: string; entryId: string }
  /** Nothing was sent because the inbox could not be written. */
  | { kind: 'not-recorded'; error: unknown }
  /** The upstream's answer or failure (the entry stays when the request may have gone). */
  | { kind: 'upstream'; outcome: UpstreamOutcome };

/**
 * docs/rules/trade-desk.md#recording: a request is written to the inbox first (without a
 * reference), then sent, then given the upstream's reference. So a request that was sent is
 * always in the inbox: if writing fails nothing is sent (the buyer is told and may send again);
 * if the upstream refuses it the entry is removed; if the answer is lost the entry stays with no
 * reference ("not confirmed"); if the reference cannot be written after a few tries the entry
 * stays the same way and an error is logged with the reference, for the operator.
 */
export const createRecordedSend = (deps: {
  log: RequestLog;
  gateway: UpstreamGateway;
  logger: Pick<Logger, 'error' | 'warn'>;
  confirmAttempts?: number;
}) => {
  const attempts = deps.confirmAttempts ?? 3;

  const confirm = async (entryId: string, reference: string) => {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        await deps.log.confirmSent(entryId, reference);
        return;
      } catch (error) {
        if (attempt === attempts)
          deps.logger.error(
            { err: error, entryId, reference },
            'request sent but its reference could not be recorded; the inbox shows it unconfirmed',
          );
      }
    }
  };

  return async (
    session: SessionPort,
    memberId: string,
    request: NewRequest,
    body: InquiryPutRequest,
  ): Promise<SendOutcome> => {
    let entryId: string;
    try {
      entryId = await deps.log.recordPending(memberId, request);
    } catch (error) {
      deps.logger.error({ err: error }, 'request not recorded, so not sent');
      return { kind: 'not-recorded', error };
    }
    const outcome = await deps.gateway.call(session, 'inquiries/put', body);
    const answer =
      outcome.kind === 'response' && isSuccess(outcome.status as string)
        ? idResponseSchema.safeParse(outcome.data)
        : null;
    if (answer?.success) {
      await confirm(entryId, answer.data.id);
      return { kind: 'sent', reference: answer.data.id, entryId };
    }
    // A success without a reference may still have gone out: such an entry stays, unconfirmed.
    const refused =
      outcome.kind === 'response'
        ? !isSuccess(outcome.status as string)
        : notSent.has(outcome.reason);
    if (refused)
      await deps.log
        .discard(entryId)
        .catch((error: unknown) =>
          deps.logger.warn(
            { err: error, entryId },
            'a refused request stays in the inbox unconfirmed',
          ),
        );
    return { kind: 'upstream', outcome };
  };
};
export type RecordedSend = ReturnType<typeof createRecordedSend>;
