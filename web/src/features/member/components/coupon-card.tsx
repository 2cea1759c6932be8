import { useTranslation } from 'react-i18next';
import {
  couponValueLabel,
  formatDate,
  isOpenEnded,
  type CouponView,
} from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';

/** One coupon: its value (docs/rules/cart-and-checkout.md#coupons), name, code and validity. */
export function CouponCard({ coupon, state }: { coupon: CouponView; state?: 'used' | 'usable' }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const headline = couponValueLabel(
    {
      incentive_value_type: coupon.incentive_value_type === 'percent' ? 'percent' : 'absolute',
      incentive_value: coupon.incentive_value ?? 0,
    },
    lang,
  );
  const end = coupon.usable_end_at;
  return (
    <div className={state === 'used' ? 'coupon-card coupon-card--used' : 'coupon-card'}>
      <p className="coupon-card__value">{headline}</p>
      <div className="coupon-card__body">
        <p className="coupon-card__name">{coupon.name}</p>
        {coupon.description && <p className="coupon-card__text">{coupon.description}</p>}
        <p className="coupon-card__meta">
          {t('coupons.code', { code: coupon.code })}
          {end &&
            ` · ${isOpenEnded(end) ? t('coupons.noExpiry') : t('coupons.validUntil', { date: formatDate(end, lang) })}`}
        </p>
      </div>
      {state && (
        <span className={`status-badge status-badge--${state === 'used' ? 'closed' : 'done'}`}>
          {t(`coupons.${state}`)}
        </span>
      )}
    </div>
  );
}
