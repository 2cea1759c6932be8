import { formatYen } from '../format/price-format';
import type { Language } from '../bff/language';

/**
 * Coupon incentive (docs/rules/cart-and-checkout.md#coupons): a percentage or an absolute yen
 * amount.
 */
export type CouponIncentive = {
  incentive_value_type: 'percent' | 'absolute';
  incentive_value: number;
};

/**
 * docs/rules/cart-and-checkout.md#coupons: a 100 percent coupon shows as free (a percentage above
 * 100 is taken as 100).
 */
export const isFreeCoupon = (coupon: CouponIncentive): boolean =>
  coupon.incentive_value_type === 'percent' && coupon.incentive_value >= 100;

/**
 * The coupon's value as shown: 'Free' / '無料' for 100 percent
 * (docs/rules/cart-and-checkout.md#coupons), '10% OFF' / '10%オフ' for other percentages, and the
 * yen amount off in the default yen format: '¥500 OFF' / '500円引き' (one language per screen).
 */
export const couponValueLabel = (coupon: CouponIncentive, lang: Language): string => {
  if (isFreeCoupon(coupon)) return lang === 'jp' ? '無料' : 'Free';
  if (coupon.incentive_value_type === 'percent')
    return lang === 'jp' ? `${coupon.incentive_value}%オフ` : `${coupon.incentive_value}% OFF`;
  const amount = formatYen(coupon.incentive_value, lang);
  return lang === 'jp' ? `${amount}引き` : `${amount} OFF`;
};
