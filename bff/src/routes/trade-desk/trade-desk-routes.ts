import {
  isDeliveryMonthAhead,
  moqStanding,
  ok,
  quoteFieldMessages,
  quoteVariationStanding,
  savedSearchFullMessage,
  StatusCode,
  type InquiryPutRequest,
} from '@kakehashi/contracts';
import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { OwnHandlers, RouteHandler } from '../../platform/api/api-router';
import { AppError } from '../../platform/http/app-error';
import { outsideDeadline } from '../../platform/observability/request-context';
import type { Answer, ResultMapper } from '../../platform/api/result-mapper';
import type { SessionPort } from '../../platform/session/session-port';
import type { KvStore } from '../../platform/store/kv-store';
import type { UpstreamGateway } from '../../platform/upstream/upstream-gateway';
import { createAlertCounts } from './alert-counts';
import { followedSuppliers } from './followed-suppliers';
import { eraseMember } from './member-erasure';
import { readNewest, seenMark } from './newest-products';
import { quoteText, quoteTitle, recordedVariation } from './quote-text';
import { createRecordedSend, type SendOutcome } from './recorded-send';
import { createRepeatGuard } from './repeat-guard';
import { createRequestLog, type NewRequest } from './request-log';
import { readRequestTarget } from './request-target';
import { createSavedSearchStore } from './saved-search-store';

export type TradeDeskRouteName =
  | 'inquiries/put'
  | 'requests/quote'
  | 'requests/inbox/list'
  | 'requests/inbox/update'
  | 'searches/list'
  | 'searches/save'
  | 'searches/open'
  | 'searches/delete'
  | 'alerts/get'
  | 'alerts/seen'
  | 'account/leave';

const answer = <T>(data: T): Answer => ({ result: ok(data), httpStatus: 200 });

/** The member-only routes run signed in: the upstream's user id keys the member's rows. */
const memberIdOf = (session: SessionPort): string => {
  const record = session.current();
  const id = record?.tokens?.userId ?? record?.user?.id;
  if (!id) throw new AppError(401, StatusCode.memberOnly);
  return String(id);
};

/** Who sends: the member, signed in, or else the browser's session; nobody before a session. */
const senderOf = (session: SessionPort): string | null => {
  const record = session.current();
  const member = record?.tokens?.userId ?? record?.user?.id;
  if (member) return `m:${String(member)}`;
  return session.id ? `s:${session.id}` : null;
};

const languageOf = (session: SessionPort) => (session.language === 'jp' ? 'jp' : 'en');

const fieldError = (name: string, value: string) =>
  new AppError(400, StatusCode.invalidInput, { errors: [{ name, value }] });

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

  const replyOf = (session: SessionPort, sent: SendOutcome) => {
    if (sent.kind === 'sent') return answer({ id: sent.reference, entryId: sent.entryId });
    if (sent.kind === 'not-recorded')
      return deps.results.own(StatusCode.storeUnavailable, session.language);
    return deps.results.fromOutcome(session, sent.outcome);
  };

  /** The site contact form goes to the site's desk: not a request the buyer tracks. */
  const sendContact: RouteHandler<'inquiries/put'> = async ({ session, body }) =>
    deps.results.fromOutcome(session, await deps.gateway.call(session, 'inquiries/put', body));

  const sendInquiry: RouteHandler<'inquiries/put'> = async ({ session, body }) => {
    const read = await readRequestTarget(deps.gateway, session, {
      itemId: body.item_id,
      supplierId: body.supplier_id,
    });
    if (!read.ok) return deps.results.fromOutcome(session, read.outcome);
    const request: NewRequest = {
      kind: body.type.startsWith('bizmtg') ? 'meeting' : 'ask',
      supplier: read.target.supplier,
      product: read.target.product,
      proposedTimes: body.preferred_dates ?? [],
      timeZone: body.time_zone ?? null,
      title: body.title,
      text: body.text,
      quote: null,
    };
    return replyOf(session, await send(session, memberIdOf(session), request, body));
  };

  const guardedInquiry = guarded(sendInquiry);

  const sendQuote: RouteHandler<'requests/quote'> = async ({ session, body }) => {
    const language = languageOf(session);
    const read = await readRequestTarget(deps.gateway, session, { itemId: body.itemId });
    if (!read.ok) return deps.results.fromOutcome(session, read.outcome);
    const { target } = read;
    if (!target.found)
      throw new AppError(404, StatusCode.notFound, {
        errors: [{ name: 'itemId', value: body.itemId }],
      });
    const variation = quoteVariationStanding(
      body.skuId,
      target.skus.map((sku) => sku.id),
    );
    if (variation !== 'chosen')
      throw fieldError(
        'skuId',
        quoteFieldMessages[variation === 'missing' ? 'variationMissing' : 'variationForeign'][
          language
        ],
      );
    const moq = target.moqOf(body.skuId);
    if (moqStanding(body.quantity, body.unit, moq) === 'below')
      throw fieldError(
        'quantity',
        quoteFieldMessages.belowMoq[language].replace('{moq}', String(moq)),
      );
    if (!isDeliveryMonthAhead(body.deliveryMonth, new Date(now())))
      throw fieldError('deliveryMonth', quoteFieldMessages.pastMonth[language]);
    const { itemId, skuId: _sku, name, email, ...terms } = body;
    const text = quoteText(body, target, session.language);
    const title = quoteTitle(body, target);
    const upstream: InquiryPutRequest = {
      type: 'quote_product',
      title,
      name,
      email,
      text,
      item_id: itemId,
      ...(target.supplier ? { supplier_id: target.supplier.id } : {}),
    };
    const request: NewRequest = {
      kind: 'quote',
      supplier: target.supplier,
      product: target.product,
      proposedTimes: [],
      timeZone: null,
      title,
      text,
      quote: { ...terms, variation: recordedVariation(body, target) },
    };
    return replyOf(session, await send(session, memberIdOf(session), request, upstream));
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
    'inquiries/put': once('inquiries/put', (context) =>
      context.body.type.startsWith('contact_') ? sendContact(context) : guardedInquiry(context),
    ),
    'requests/quote': once('requests/quote', guarded(sendQuote)),
    'requests/inbox/list': guarded(async ({ session, body }) =>
      answer(await log.list(memberIdOf(session), body)),
    ),
    'requests/inbox/update': guarded(async ({ session, body }) => {
      const entry = await log.update(memberIdOf(session), body);
      if (!entry) throw new AppError(404, StatusCode.notFound);
      return answer({ entry });
    }),
    'searches/list': guarded(async ({ session }) =>
      answer({ searches: await searches.list(memberIdOf(session)) }),
    ),
    'searches/save': guarded(async ({ session, body }) => {
      // What the search finds now is what "new" is counted from.
      const newest = await readNewest(deps.gateway, session, { query: body.query });
      const saved = await searches.save(memberIdOf(session), {
        ...body,
        seen: seenMark(newest?.ids ?? []),
      });
      if (saved === 'full') throw fieldError('name', savedSearchFullMessage[languageOf(session)]);
      return answer({ search: saved });
    }),
    'searches/open': guarded(async ({ session, body }) => {
      const search = await searches.open(memberIdOf(session), body.id);
      if (!search) throw new AppError(404, StatusCode.notFound);
      return answer({ search });
    }),
    'searches/delete': guarded(async ({ session, body }) =>
      answer({ deleted: await searches.remove(memberIdOf(session), body.id) }),
    ),
    'alerts/get': guarded(async ({ session, body }) => {
      const memberId = memberIdOf(session);
      await alerts.refresh(session, memberId, body.refresh);
      return answer(await alerts.read(memberId));
    }),
    'alerts/seen': guarded(async ({ session, body }) => {
      const memberId = memberIdOf(session);
      await alerts.markSeen(memberId, body.supplierId);
      return answer(await alerts.read(memberId));
    }),
    'account/leave': leave,
  };
};
