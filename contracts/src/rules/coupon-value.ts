import { formatYen } from '../format/price-format';
import type { Language } from '../bff/language';
import { factSeparator } from '../format/sku-variation';

/**
 * Coupon incentive (docs/rules/cart-and-checkout.md#coupons): a percentage or an absolute yen
 * amount, and for a percentage the most it takes off (`maximum_discount_pirce`, the upstream's
 * spelling; 0 or none: no maximum).
 */
export type CouponIncentive = {
  incentive_value_type: 'percent' | 'absolute';
  incentive_value: number;
  maximum_discount_pirce?: number | null;
};

/** The most a percentage coupon takes off, or null when it has no maximum. */
const couponCap = (coupon: CouponIncentive): number | null =>
  coupon.incentive_value_type === 'percent' &&
  coupon.maximum_discount_pirce != null &&
  coupon.maximum_discount_pirce > 0
    ? coupon.maximum_discount_pirce
    : null;

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
 * A percentage with a maximum says it, or a large order's discount looks wrong: '10% OFF, up to
 * ¥5,000' / '10%オフ（上限5,000円）'. The one wording of a coupon's value for every screen (the
 * coupon list, the checkout's choices and its applied coupon and summary).
 */
export const couponValueLabel = (coupon: CouponIncentive, lang: Language): string => {
  const cap = couponCap(coupon);
  const value = couponValueOnly(coupon, lang);
  if (cap === null) return value;
  const amount = formatYen(cap, lang);
  return lang === 'jp' ? `${value}（上限${amount}）` : `${value}, up to ${amount}`;
};

const couponValueOnly = (coupon: CouponIncentive, lang: Language): string => {
  if (isFreeCoupon(coupon)) return lang === 'jp' ? '無料' : 'Free';
  if (coupon.incentive_value_type === 'percent')
    return lang === 'jp' ? `${coupon.incentive_value}%オフ` : `${coupon.incentive_value}% OFF`;
  const amount = formatYen(coupon.incentive_value, lang);
  return lang === 'jp' ? `${amount}引き` : `${amount} OFF`;
};

/** A coupon as the upstream's answers carry it: its incentive may be absent or typed loosely. */
type AnsweredCoupon =
  | {
      incentive_value_type?: string;
      incentive_value?: number;
      maximum_discount_pirce?: number | null;
    }
  | null
  | undefined;

const incentiveOf = (coupon: AnsweredCoupon): CouponIncentive | null => {
  const type = coupon?.incentive_value_type;
  if (!coupon || coupon.incentive_value === undefined) return null;
  if (type !== 'percent' && type !== 'absolute') return null;
  return {
    incentive_value_type: type,
    incentive_value: coupon.incentive_value,
    maximum_discount_pirce: coupon.maximum_discount_pirce,
  };
};

/**
 * A coupon as the upstream's answers carry it, whose incentive may be absent (an order's applied
 * coupon) or typed loosely (a coupon list): the value of couponValueLabel, or null when the
 * answer does not say it.
 */
export const couponValueOf = (coupon: AnsweredCoupon, lang: Language): string | null => {
  const incentive = incentiveOf(coupon);
  return incentive && couponValueLabel(incentive, lang);
};

/**
 * couponValueOf's two parts, for a screen that sets the maximum under the value (the coupon
 * list's cards): '10% OFF' and 'up to ¥5,000' / '10%オフ' and '上限5,000円' (cap null: no
 * maximum); null when the answer does not say the value.
 */
export const couponValueParts = (
  coupon: AnsweredCoupon,
  lang: Language,
): { value: string; cap: string | null } | null => {
  const incentive = incentiveOf(coupon);
  if (!incentive) return null;
  const cap = couponCap(incentive);
  const value = couponValueOnly(incentive, lang);
  if (cap === null) return { value, cap: null };
  const amount = formatYen(cap, lang);
  return { value, cap: lang === 'jp' ? `上限${amount}` : `up to ${amount}` };
};

/**
 * Whether a coupon's name already states its value ('10% off for new members', 「1,000円引き」,
 * 'Free sample'): the percentage, the yen amount or, for a 100 % coupon, 'free' / 「無料」, read
 * with full-width digits folded and thousands separators and spaces dropped.
 */
const nameStatesValue = (name: string, coupon: CouponIncentive): boolean => {
  const said = name.normalize('NFKC').toLowerCase().replace(/[\s,]/g, '');
  const value = String(coupon.incentive_value);
  if (isFreeCoupon(coupon)) return /free|無料|100%/.test(said);
  if (coupon.incentive_value_type === 'percent') return new RegExp(`(^|\\D)${value}%`).test(said);
  return new RegExp(`¥${value}(\\D|$)|(^|\\D)${value}(円|yen)`).test(said);
};

/**
 * What follows a coupon's name where an applied coupon is named beside its discount (the checkout's
 * coupon step and summary, docs/rules/cart-and-checkout.md#coupons): the value once, never twice.
 * A name that does not say it gets it after the page language's separator
 * ('Spring campaign · 10% OFF, up to ¥5,000'); a name that does gets only what it leaves out, the
 * maximum ('10% off for new members (up to ¥5,000)' / 「新規会員10%オフ（上限5,000円）」), or
 * nothing ('¥1,000 off'). '' when the answer does not say the value.
 */
export const couponValueAfterName = (
  name: string,
  coupon: AnsweredCoupon,
  lang: Language,
): string => {
  const value = couponValueOf(coupon, lang);
  if (!coupon || value === null) return '';
  const incentive = {
    incentive_value_type: coupon.incentive_value_type as CouponIncentive['incentive_value_type'],
    incentive_value: coupon.incentive_value ?? 0,
    maximum_discount_pirce: coupon.maximum_discount_pirce,
  };
  if (!nameStatesValue(name, incentive)) return `${factSeparator(lang)}${value}`;
  const cap = couponCap(incentive);
  if (cap === null) return '';
  const amount = formatYen(cap, lang);
  return lang === 'jp' ? `（上限${amount}）` : ` (up to ${amount})`;
};
