import * as b from '../upstream/browse';
import * as r from '../upstream/responses';
import * as tradeDesk from '../trade-desk/index';
import { own } from './declaration';
import { endpoint } from '../upstream/endpoint';

/** A buyer's requests to the shop and its trade desk (docs/rules/trade-desk.md) (docs/architecture.md#one-endpoint-table). */
export const requestsEndpoints = {
  /** Sent upstream and recorded in the buyer's inbox at once (docs/rules/trade-desk.md#recording). */
  'inquiries/put': own(
    {
      throttle: [{ budget: 'mails', to: 'email' }],
      body: tradeDesk.inquirySendBodySchema,
      data: tradeDesk.inquirySendDataSchema,
      access: 'member',
    },
    endpoint('/inquiries/put', {
      member: true,
      request: b.inquiryPutRequestSchema,
      response: r.idResponseSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'inquiries',
    }),
  ),
  // docs/rules/trade-desk.md: the buyer's trade desk, all member-only.
  // A quote mails the supplier desk and the buyer, as an inquiry does: the same budget.
  'requests/quote': own({
    throttle: [{ budget: 'mails', to: 'email' }],
    body: tradeDesk.quoteRequestBodySchema,
    data: tradeDesk.quoteRequestDataSchema,
    access: 'member',
  }),
  'requests/inbox/list': own({
    body: tradeDesk.inboxListBodySchema,
    data: tradeDesk.inboxListDataSchema,
    access: 'member',
  }),
  'requests/inbox/update': own({
    body: tradeDesk.inboxUpdateBodySchema,
    data: tradeDesk.inboxUpdateDataSchema,
    access: 'member',
  }),
  'searches/list': own({
    data: tradeDesk.savedSearchListDataSchema,
    access: 'member',
  }),
  'searches/save': own({
    body: tradeDesk.savedSearchSaveBodySchema,
    data: tradeDesk.savedSearchDataSchema,
    access: 'member',
  }),
  'searches/open': own({
    body: tradeDesk.savedSearchOpenBodySchema,
    data: tradeDesk.savedSearchDataSchema,
    access: 'member',
  }),
  'searches/delete': own({
    body: tradeDesk.savedSearchDeleteBodySchema,
    data: tradeDesk.savedSearchDeleteDataSchema,
    access: 'member',
  }),
  'alerts/get': own({
    body: tradeDesk.alertsGetBodySchema,
    data: tradeDesk.alertsDataSchema,
    access: 'member',
  }),
  'alerts/seen': own({
    body: tradeDesk.alertsSeenBodySchema,
    data: tradeDesk.alertsDataSchema,
    access: 'member',
  }),
};
