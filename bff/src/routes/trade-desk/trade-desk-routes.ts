import { StatusCode } from '@kakehashi/contracts';
import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { OwnHandlers, RouteHandler } from '../../platform/api/api-router';
import { AppError } from '../../platform/http/app-error';
import { outsideDeadline } from '../../platform/observability/request-context';
import type { ResultMapper } from '../../platform/api/result-mapper';
import type { KvStore } from '../../platform/store/kv-store';
import type { UpstreamGateway } from '../../platform/upstream/upstream-gateway';
import { createAlertCounts } from './alert-counts';
import { followedSuppliers } from './followed-suppliers';
import { eraseMember } from './member-erasure';
import { createRecordedSend } from './recorded-send';
import { createRepeatGuard } from './repeat-guard';
import { createRequestLog } from './request-log';
import { requestHandlers, type RequestRouteName } from './request-routes';
import { createSavedSearchStore } from './saved-search-store';
import { searchAlertHandlers, type SearchAlertRouteName } from './search-alert-routes';
import { memberIdOf, senderOf } from './trade-desk-caller';

export type TradeDeskRouteName = RequestRouteName | SearchAlertRouteName | 'account/leave';

/**
 * The buyer's trade desk (docs/rules/trade-desk.md): requests sent and recorded at once, the
 * inbox, saved searches and new-product alerts, kept in the BFF's database. `leave` is the
 * account's own leave handler: once the upstream has removed the account, the trade desk goes too.
 */
export const tradeDeskHandlers = (deps: {
  gateway: UpstreamGateway;
  results: ResultMapper;
  database: Database;
  /** The gateway's store: the sends remembered against a repeat live there, for every instance. */
  store: KvStore;
  clock: Clock;
  logger: Pick<Logger, 'error' | 'warn'>;
  alerts: { intervalMs: number; pageIntervalMs: number };
  leave: RouteHandler<'account/leave'>;
}): Pick<OwnHandlers, TradeDeskRouteName> => {
  const now = () => deps.clock.now();
  const log = createRequestLog(deps.database, now);
  const searches = createSavedSearchStore(deps.database, now);
  const send = createRecordedSend({ log, gateway: deps.gateway, logger: deps.logger });
  const repeats = createRepeatGuard({ store: deps.store, now });
  /**
   * A send that mails someone goes once: the same send again from the same buyer within a minute
   * answers the first one (docs/rules/errors-and-messages.md#one-press-one-send). Such a repeat
   * is marked `repeated`, so the mail budgets counted before it are given back: a repeat mails
   * nobody. Only a call whose own send ran is a send, however the guard got to it.
   */
  const once =
    <N extends 'inquiries/put' | 'requests/quote'>(
      name: N,
      handle: RouteHandler<N>,
    ): RouteHandler<N> =>
    (context) => {
      const sender = senderOf(context.session);
      if (!sender) return handle(context);
      let sent = false;
      return repeats(sender, [name, context.body], () => {
        sent = true;
        return handle(context);
      }).then((reply) => (sent || !reply ? reply : { ...reply, repeated: true as const }));
    };
  const alerts = createAlertCounts({
    database: deps.database,
    gateway: deps.gateway,
    now,
    logger: deps.logger,
    ...deps.alerts,
    followedSuppliers: (session) => followedSuppliers(deps.gateway, session),
  });

  /**
   * The database is opened first, on the trade desk's first call; that once-per-process wait is
   * not spent from the request's deadline, so the upstream calls after it (sending a quote) keep
   * their whole budget (docs/architecture.md#database). A database that cannot be reached answers
   * E000-503, as the session store does, before anything is sent.
   */
  const guarded =
    <N extends TradeDeskRouteName>(handle: RouteHandler<N>): RouteHandler<N> =>
    async (context) => {
      try {
        await outsideDeadline(context.session.scope, deps.database.ready());
        return await handle(context);
      } catch (error) {
        if (error instanceof AppError) throw error;
        deps.logger.error({ err: error }, 'trade desk database unavailable');
        return deps.results.own(StatusCode.storeUnavailable, context.session.language);
      }
    };

  const leave: RouteHandler<'account/leave'> = async (context) => {
    const memberId = memberIdOf(context.session);
    const reply = await deps.leave(context);
    if (reply?.result.status === StatusCode.success)
      await eraseMember(deps.database, memberId).catch((error: unknown) =>
        deps.logger.error(
          { err: error, memberId },
          'member left but the trade desk could not be erased: erase it by this member id',
        ),
      );
    return reply;
  };

  return {
    ...requestHandlers({
      gateway: deps.gateway,
      results: deps.results,
      log,
      send,
      now,
      guarded,
      once,
    }),
    ...searchAlertHandlers({ gateway: deps.gateway, searches, alerts, guarded }),
    'account/leave': leave,
  };
};
