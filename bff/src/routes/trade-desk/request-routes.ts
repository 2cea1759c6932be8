import {
  isDeliveryMonthAhead,
  moqStanding,
  quoteFieldMessages,
  quoteVariationStanding,
  StatusCode,
  type InquiryPutRequest,
} from '@kakehashi/contracts';
import type { OwnHandlers, RouteHandler } from '../../platform/api/api-router';
import { AppError } from '../../platform/http/app-error';
import type { ResultMapper } from '../../platform/api/result-mapper';
import type { SessionPort } from '../../platform/session/session-port';
import type { UpstreamGateway } from '../../platform/upstream/upstream-gateway';
import { quoteText, quoteTitle, recordedVariation } from './quote-text';
import type { RecordedSend, SendOutcome } from './recorded-send';
import type { NewRequest, RequestLog } from './request-log';
import { readRequestTarget } from './request-target';
import { answer, fieldError, languageOf, memberIdOf } from './trade-desk-caller';

export type RequestRouteName =
  'inquiries/put' | 'requests/quote' | 'requests/inbox/list' | 'requests/inbox/update';

type Wrap = <N extends RequestRouteName>(handle: RouteHandler<N>) => RouteHandler<N>;

/**
 * The buyer's requests (docs/rules/trade-desk.md): an inquiry, a meeting or a quote sent and
 * recorded at once, and the inbox they are kept in. `guarded` waits for the database;
 * `once` answers a repeat of the same send with the first one.
 */
export const requestHandlers = (deps: {
  gateway: UpstreamGateway;
  results: ResultMapper;
  log: RequestLog;
  send: RecordedSend;
  now: () => number;
  guarded: Wrap;
  once: <N extends 'inquiries/put' | 'requests/quote'>(
    name: N,
    handle: RouteHandler<N>,
  ) => RouteHandler<N>;
}): Pick<OwnHandlers, RequestRouteName> => {
  const { log, send, now, guarded, once } = deps;

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
    const title = quoteTitle(body, target, session.language);
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
  };
};
