import { savedSearchFullMessage, StatusCode } from '@kakehashi/contracts';
import type { OwnHandlers, RouteHandler } from '../../platform/api/api-router';
import { AppError } from '../../platform/http/app-error';
import type { UpstreamGateway } from '../../platform/upstream/upstream-gateway';
import type { AlertCounts } from './alert-counts';
import { readNewest, seenMark } from './newest-products';
import type { SavedSearchStore } from './saved-search-store';
import { answer, fieldError, languageOf, memberIdOf } from './trade-desk-caller';

export type SearchAlertRouteName =
  | 'searches/list'
  | 'searches/save'
  | 'searches/open'
  | 'searches/delete'
  | 'alerts/get'
  | 'alerts/seen';

/**
 * The member's saved searches and the new-product alerts counted from them and from the suppliers
 * followed (docs/rules/trade-desk.md). `guarded` waits for the database.
 */
export const searchAlertHandlers = (deps: {
  gateway: UpstreamGateway;
  searches: SavedSearchStore;
  alerts: AlertCounts;
  guarded: <N extends SearchAlertRouteName>(handle: RouteHandler<N>) => RouteHandler<N>;
}): Pick<OwnHandlers, SearchAlertRouteName> => {
  const { searches, alerts, guarded } = deps;
  return {
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
  };
};
