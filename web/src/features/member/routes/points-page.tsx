import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  formatNumber,
  formatYen,
  pageCount,
  parsePage,
  yenPerPoint,
} from '@kakehashi/contracts/web';
import { contentDate } from '@/shared/content/content-date';
import { localeOf } from '@/shared/i18n/language-codes';
import { Moment } from '@/shared/i18n/moment';
import { Phrase } from '@/shared/i18n/phrase';
import { useWordedInPageLanguage, Worded } from '@/shared/i18n/session-wording';
import { usePointBalance } from '../api/get-point-balance';
import { POINT_PAGE_SIZE, usePointHistory } from '../api/get-point-history';
import { MypageFrame } from '../components/mypage-frame';
import { PendingPoints } from '../components/pending-points';
import { PointExpiry } from '../components/point-expiry';
import { notUsableYet } from '../lib/point-confirmation';
import { QueryState } from '../components/query-state';

/**
 * /mypage/points: the balance with what a point is worth and where it is spent, the points still
 * pending apart from it, then the history, paged newest first (`?page=`); an order's points not yet
 * confirmed say so on their line (docs/rules/cart-and-checkout.md#points).
 */
export function PointsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const balance = usePointBalance();
  const history = usePointHistory(page);
  // Each entry's reason, while it may be in the language just left.
  const reasonsPending = !useWordedInPageLanguage(history);
  const locale = localeOf(i18n.language);
  const number = (n: number) => formatNumber(n, locale);
  const nowMs = Date.now();

  return (
    <MypageFrame title={t('points.title')} lead={t('points.lead')}>
      <QueryState query={balance}>
        {(b) => (
          <div className="card card--wide points-balance">
            <p className="points-balance__label">{t('points.balance')}</p>
            <p className="points-balance__value">
              {t('points.pointsValue', { amount: number(b.point_amount) })}
            </p>
            <p className="field__hint">
              {t('points.worth', { yen: formatYen(yenPerPoint, locale) })}
            </p>
            {b.unconfirmed_point_amount > 0 && (
              <PendingPoints amount={b.unconfirmed_point_amount} details={b.details} />
            )}
            <PointExpiry details={b.details} />
          </div>
        )}
      </QueryState>
      <h2 className="section-title">{t('points.history')}</h2>
      <QueryState query={history}>
        {({ point_histories, hit }) => {
          const pages = pageCount(hit ?? point_histories.length, POINT_PAGE_SIZE);
          if (point_histories.length === 0)
            return <p className="notice notice--info">{t('points.none')}</p>;
          return (
            <>
              <div className="table-scroll">
                <table className="data-table points-history">
                  <thead>
                    <tr>
                      <th scope="col">{t('points.date')}</th>
                      <th scope="col">{t('points.reason')}</th>
                      <th scope="col" className="data-table__number">
                        {t('points.change')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {point_histories.map((entry, index) => {
                      const details = entry.details;
                      const amount = details.reduce((s, d) => s + d.point_amount, 0);
                      // An order's points not confirmed yet: usable from the day they are.
                      const confirms = details.find(
                        (d) => d.point_amount > 0 && notUsableYet(d.usable_period, nowMs),
                      )?.usable_period?.begin_at;
                      return (
                        <tr key={`${entry.occurred_at}-${index}`}>
                          <td className="points-history__words">
                            <Moment at={entry.occurred_at} />
                          </td>
                          <td className="points-history__words">
                            {/* docs/rules/site-and-pages.md#line-breaks: 「新規会員登録ボーナス」
                                breaks between phrases in the narrow column at 390 px. */}
                            <Worded pending={reasonsPending}>
                              <Phrase>
                                {details
                                  .map((d) => d.reason)
                                  .filter(Boolean)
                                  .join(', ')}
                              </Phrase>
                            </Worded>
                            {entry.order_number ? ' ' : ''}
                            {entry.order_number ? (
                              <span className="data-table__code">({entry.order_number})</span>
                            ) : null}
                            {confirms ? (
                              <span className="points-history__pending">
                                {t('points.pendingLine', { date: contentDate(confirms, locale) })}
                              </span>
                            ) : null}
                          </td>
                          <td
                            className={
                              amount < 0
                                ? 'data-table__number is-negative'
                                : confirms
                                  ? 'data-table__number is-pending'
                                  : 'data-table__number'
                            }
                          >
                            {amount > 0 ? '+' : ''}
                            {t('points.pointsValue', { amount: number(amount) })}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              {pages > 1 && (
                <nav className="simple-pager" aria-label={t('points.history')}>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={page <= 1}
                    onClick={() => setParams({ page: String(page - 1) })}
                  >
                    {t('points.previous')}
                  </button>
                  <span>{t('points.pageOf', { page, pages })}</span>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={page >= pages}
                    onClick={() => setParams({ page: String(page + 1) })}
                  >
                    {t('points.next')}
                  </button>
                </nav>
              )}
            </>
          );
        }}
      </QueryState>
    </MypageFrame>
  );
}
