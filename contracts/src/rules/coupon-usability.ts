import type { FormLanguage } from '../validation/messages';

/**
 * Coupon detail (docs/rules/cart-and-checkout.md#coupons): the counters and the member-only flag.
 */
export type CouponDetail = {
  maximum_use_count?: number | null;
  used_count?: number | null;
  maximum_issue_count_per_user?: number | null;
  issued_count_for_user?: number | null;
  usable_without_login?: boolean | null;
};

/** Why a coupon cannot be used, one per message of docs/rules/cart-and-checkout.md#coupons. */
export type CouponRefusal = 'notUsable' | 'maxUseReached' | 'perMemberMaxReached' | 'membersOnly';

export type CouponUsability = { usable: true } | { usable: false; reason: CouponRefusal };

/**
 * A maximum of 0, null or missing is no maximum, as for quantities
 * (docs/rules/cart-and-checkout.md#coupons).
 */
const reached = (count: number | null | undefined, maximum: number | null | undefined) =>
  typeof maximum === 'number' && maximum > 0 && (count ?? 0) >= maximum;

/**
 * Whether a coupon can be used or issued now (docs/rules/cart-and-checkout.md#coupons: some coupons
 * are usable without login). Checked in the order a user can act on: sign in first (membersOnly),
 * then the coupon-wide count, then this member's count. A missing detail gives 'notUsable'.
 */
export const couponUsability = (
  detail: CouponDetail | null | undefined,
  signedIn: boolean,
): CouponUsability => {
  if (!detail) return { usable: false, reason: 'notUsable' };
  if (!signedIn && !detail.usable_without_login) return { usable: false, reason: 'membersOnly' };
  if (reached(detail.used_count, detail.maximum_use_count))
    return { usable: false, reason: 'maxUseReached' };
  if (signedIn && reached(detail.issued_count_for_user, detail.maximum_issue_count_per_user))
    return { usable: false, reason: 'perMemberMaxReached' };
  return { usable: true };
};

const couponTexts: Record<CouponRefusal, Record<FormLanguage, string>> = {
  notUsable: { jp: 'このクーポンはご利用いただけません。', en: 'This coupon cannot be used.' },
  maxUseReached: {
    jp: '利用可能回数の上限に達したため、これ以上発行できません。',
    en: 'This coupon has reached its maximum number of uses and cannot be issued any more.',
  },
  perMemberMaxReached: {
    jp: '会員ごとの発行上限回数に達しています。',
    en: 'You have reached the maximum number of times this coupon can be issued to a member.',
  },
  membersOnly: {
    jp: 'このクーポンは会員以外の方はご利用いただけません。',
    en: 'This coupon cannot be used without signing in as a member.',
  },
};

/**
 * The coupon-unusable messages, in Japanese and English (docs/rules/cart-and-checkout.md#coupons).
 */
export const couponRefusalMessage = (lang: FormLanguage, reason: CouponRefusal): string =>
  couponTexts[reason][lang === 'jp' ? 'jp' : 'en'];
