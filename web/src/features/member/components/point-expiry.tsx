import { useTranslation } from 'react-i18next';
import { formatNumber, type ApiData } from '@kakehashi/contracts/web';
import { contentDate } from '@/shared/content/content-date';
import { useLocale } from '@/shared/i18n/i18n';
import { notUsableYet } from '../lib/point-confirmation';

type Detail = ApiData<'member/point/balance'>['details'][number];

/**
 * What expires when (docs/rules/cart-and-checkout.md#points): the balance's details, soonest end
 * first, each with the last day it can be used in the page language (a day in Japan time); points
 * ending the same day are added up. Points without an end say so; points not usable yet are left
 * to the pending line.
 */
export function PointExpiry({ details }: { details: Detail[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Points ending the same day are one row: the buyer asks "how much expires when".
  const byEnd = new Map<string | null, number>();
  // Points not usable yet (an order's, until confirmed) are pending, not in the balance.
  const nowMs = Date.now();
  for (const d of details)
    if (d.point_amount > 0 && !notUsableYet(d.usable_period, nowMs)) {
      const end = d.usable_period?.end_at ?? null;
      byEnd.set(end, (byEnd.get(end) ?? 0) + d.point_amount);
    }
  const lots = [...byEnd]
    .map(([end, amount]) => ({ amount, end }))
    .sort((a, b) => (a.end ?? '9999').localeCompare(b.end ?? '9999'));
  if (lots.length === 0) return null;
  const number = (n: number) => formatNumber(n, locale);
  const until = (end: string | null) => (end ? contentDate(end, locale) : t('points.noExpiry'));
  const first = lots[0]!;
  return (
    <section className="point-expiry" aria-labelledby="point-expiry-title">
      <h3 id="point-expiry-title" className="point-expiry__title">
        {t('points.expiryTitle')}
      </h3>
      {first.end && (
        <p className="point-expiry__next">
          {t('points.nextExpiry', {
            amount: number(first.amount),
            date: contentDate(first.end, locale),
          })}
        </p>
      )}
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('points.usableUntil')}</th>
            <th scope="col" className="data-table__number">
              {t('points.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lots.map((lot, index) => (
            <tr key={`${lot.end ?? 'none'}-${index}`}>
              <td>{until(lot.end)}</td>
              <td className="data-table__number">
                {t('points.pointsValue', { amount: number(lot.amount) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
