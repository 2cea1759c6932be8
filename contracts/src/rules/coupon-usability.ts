import type { Language } from '../bff/language';

/**
 * Coupon detail (docs/rules/cart-and-checkout.md#coupons): the counters and the member-only flag.
 */
export type CouponDetail = {
  maximum_use_count?: number | null;
  used_count?: number | null;
  maximum_issue_count_per_user?: number | null;
  issued_count_for_user?: number | null;
  usable_without_login?: boolean | null;
  /** The usable period (ISO times); a missing end is no end. */
  usable_begin_at?: string | null;
  usable_end_at?: string | null;
};

/**
 * Why a coupon cannot be used, one per message of docs/rules/cart-and-checkout.md#coupons: the
 * buyer is told why (expired, already used, not for these products …), never only "cannot be used".
 */
export type CouponRefusal =
  | 'notUsable'
  | 'maxUseReached'
  | 'perMemberMaxReached'
  | 'membersOnly'
  | 'expired'
  | 'notStarted'
  | 'unknownCode'
  | 'alreadyUsed'
  | 'notForTheseItems';

export type CouponUsability = { usable: true } | { usable: false; reason: CouponRefusal };

/**
 * A maximum of 0, null or missing is no maximum, as for quantities
 * (docs/rules/cart-and-checkout.md#coupons).
 */
const reached = (count: number | null | undefined, maximum: number | null | undefined) =>
  typeof maximum === 'number' && maximum > 0 && (count ?? 0) >= maximum;

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN);

/**
 * Whether a coupon can be used or issued now (docs/rules/cart-and-checkout.md#coupons: some coupons
 * are usable without login). Checked in the order a user can act on: the period first when `now`
 * is given (expired, not yet started), sign in (membersOnly), then the coupon-wide count, then this
 * member's count. A missing detail gives 'notUsable'.
 */
export const couponUsability = (
  detail: CouponDetail | null | undefined,
  signedIn: boolean,
  now?: Date,
): CouponUsability => {
  if (!detail) return { usable: false, reason: 'notUsable' };
  if (now && time(detail.usable_end_at) < now.getTime())
    return { usable: false, reason: 'expired' };
  if (now && time(detail.usable_begin_at) > now.getTime())
    return { usable: false, reason: 'notStarted' };
  if (!signedIn && !detail.usable_without_login) return { usable: false, reason: 'membersOnly' };
  if (reached(detail.used_count, detail.maximum_use_count))
    return { usable: false, reason: 'maxUseReached' };
  if (signedIn && reached(detail.issued_count_for_user, detail.maximum_issue_count_per_user))
    return { usable: false, reason: 'perMemberMaxReached' };
  return { usable: true };
};

const couponTexts: Record<CouponRefusal, Record<Language, string>> = {
  notUsable: { jp: 'このクーポンはご利用いただけません。', en: 'This coupon cannot be used.' },
  maxUseReached: {
    jp: '利用可能回数の上限に達したため、これ以上発行できません。',
    en: 'This coupon has reached its maximum number of uses and cannot be issued any more.',
  },
  perMemberMaxReached: {
    jp: 'このクーポンは、お一人様が受け取れる枚数をすでに受け取っています。',
    en: 'You already have as many of this coupon as one buyer can receive.',
  },
  membersOnly: {
    jp: 'このクーポンは会員以外の方はご利用いただけません。',
    en: 'This coupon cannot be used without signing in as a member.',
  },
  expired: {
    jp: 'このクーポンは有効期限が切れています。',
    en: 'This coupon has expired.',
  },
  notStarted: {
    jp: 'このクーポンはまだ利用期間前です。',
    en: 'This coupon cannot be used yet: its period has not started.',
  },
  unknownCode: {
    jp: 'このコードのクーポンは見つかりませんでした。コードをご確認ください。',
    en: 'No coupon has this code. Please check the code.',
  },
  alreadyUsed: {
    jp: 'このクーポンは既にご利用済みです。',
    en: 'You have already used this coupon.',
  },
  notForTheseItems: {
    jp: 'このクーポンはカート内の商品には使えません。',
    en: 'This coupon does not apply to the products in your cart.',
  },
};

/**
 * The coupon-unusable messages, in Japanese and English (docs/rules/cart-and-checkout.md#coupons).
 */
export const couponRefusalMessage = (lang: Language, reason: CouponRefusal): string =>
  couponTexts[reason][lang === 'jp' ? 'jp' : 'en'];
