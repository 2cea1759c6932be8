import { useTranslation } from 'react-i18next';
import {
  couponValueParts,
  factSeparator,
  formatDate,
  isOpenEnded,
  type CouponView,
} from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { Worded } from '@/shared/i18n/session-wording';

/**
 * One coupon: its value with its maximum under it (docs/rules/cart-and-checkout.md#coupons), so a
 * capped percentage stays in its column ('10% OFF' over 'up to ¥5,000'), name, code and
 * validity, the facts run together in the page language's way ('·' / '・'). Its
 * name and description come in the session language only: `namesPending` while they may be the
 * language just left (docs/upstream.md#languages).
 */
export function CouponCard({
  coupon,
  state,
  namesPending,
}: {
  coupon: CouponView;
  state?: 'used' | 'usable';
  namesPending: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const headline = couponValueParts(coupon, lang);
  const end = coupon.usable_end_at;
  return (
    <div className={state === 'used' ? 'coupon-card coupon-card--used' : 'coupon-card'}>
      {headline && (
        <p className="coupon-card__value">
          {headline.value}
          {headline.cap && (
            <span className="coupon-card__cap">
              {lang === 'jp' ? `（${headline.cap}）` : ` ${headline.cap}`}
            </span>
          )}
        </p>
      )}
      <div className="coupon-card__body">
        <p className="coupon-card__name">
          <Worded pending={namesPending}>{coupon.name}</Worded>
        </p>
        {coupon.description && (
          <p className="coupon-card__text">
            <Worded pending={namesPending}>{coupon.description}</Worded>
          </p>
        )}
        <p className="coupon-card__meta">
          {t('coupons.code', { code: coupon.code })}
          {end &&
            `${factSeparator(lang)}${isOpenEnded(end) ? t('coupons.noExpiry') : t('coupons.validUntil', { date: formatDate(end, lang) })}`}
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
