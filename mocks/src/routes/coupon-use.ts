import { couponUsability } from '@kakehashi/contracts';
import type { CartLine } from '../checkout/types';
import { coupons, type Coupon } from '../seed/coupons';
import { findSku } from '../seed/lookup';
import type { Member } from '../state/members';
import type { MockState } from '../state/store';
import { couponRefusalStatus } from './member-extras';

/** Whether any cart line is a product of the coupon's categories (no categories: every product). */
const fitsCart = (state: MockState, coupon: Coupon, lines: readonly CartLine[]): boolean =>
  !coupon.category_codes?.length ||
  lines.some((line) =>
    findSku(state.seed, line.sku_id)?.product.category_codes.some((code) =>
      coupon.category_codes?.includes(code),
    ),
  );

/**
 * Why a coupon secret typed at checkout cannot be used on this cart, as the upstream's status, or
 * null when it can (docs/rules/cart-and-checkout.md#coupons): a member's issued coupon already
 * used, a code nobody issued, a guest without login, a period over or not begun, a coupon for
 * other products. The buyer reads the reason, never only "cannot be used".
 */
export const couponUseProblem = (
  state: MockState,
  member: Member | null,
  secret: string,
  lines: readonly CartLine[],
  nowMs: number,
): string | null => {
  const issued = member
    ? (state.issuedCoupons.get(member.id) ?? []).find((i) => i.secret === secret)
    : undefined;
  if (issued?.used) return couponRefusalStatus.alreadyUsed;
  const coupon =
    coupons.find((c) => c.id === issued?.coupon_id) ??
    coupons.find((c) => c.secret === secret && c.usable_without_login);
  if (!coupon) {
    // A real code not issued to this buyer: a guest must sign in, a member get it first.
    if (!coupons.some((c) => c.secret === secret)) return couponRefusalStatus.unknownCode;
    return member ? couponRefusalStatus.notUsable : couponRefusalStatus.membersOnly;
  }
  // Only the period counts here: the issue counters were checked when the coupon was issued.
  const verdict = couponUsability(
    { usable_begin_at: coupon.usable_begin_at, usable_end_at: coupon.usable_end_at },
    true,
    new Date(nowMs),
  );
  if (!verdict.usable) return couponRefusalStatus[verdict.reason];
  return fitsCart(state, coupon, lines) ? null : couponRefusalStatus.notForTheseItems;
};
