import { useTranslation } from 'react-i18next';
import { formatNumber, type ApiData } from '@kakehashi/contracts/web';
import { contentDate } from '@/shared/content/content-date';
import { useLocale } from '@/shared/i18n/i18n';
import { confirmationDays } from '../lib/point-confirmation';

type Detail = ApiData<'member/point/balance'>['details'][number];

/**
 * The points orders earned that are not confirmed yet (`unconfirmed_point_amount`), apart from the
 * usable balance, and when they are confirmed if the balance's details say so
 * (docs/rules/cart-and-checkout.md#points).
 */
export function PendingPoints({ amount, details }: { amount: number; details: Detail[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = (n: number) => formatNumber(n, locale);
  const days = confirmationDays(details, Date.now(), (iso) => contentDate(iso, locale));
  const first = days[0];
  return (
    <div className="points-pending">
      <p className="points-pending__amount">{t('points.pending', { amount: number(amount) })}</p>
      {first && (
        <p className="field__hint">
          {days.length === 1 && first.amount === amount
            ? t('points.pendingOn', { date: first.day })
            : t('points.pendingFirstOn', { amount: number(first.amount), date: first.day })}
        </p>
      )}
    </div>
  );
}
