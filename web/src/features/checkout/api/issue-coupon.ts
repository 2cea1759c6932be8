import { callApi } from '@/shared/lib/api-client';

/**
 * `member/coupons/issue`: a member's coupon secret becomes a coupon issued to them; resolves with
 * the issued coupon's secret, the one the order takes (docs/rules/cart-and-checkout.md#coupons).
 */
export const issueCoupon = async (couponSecret: string): Promise<string> =>
  (await callApi('member/coupons/issue', { coupon_secret: couponSecret })).issued_coupon.secret;
