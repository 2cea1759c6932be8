import {
  couponUsability,
  orderedWithin,
  rangeOfBaseDate,
  UpstreamStatus,
} from '@kakehashi/contracts';
import { failure, notFound, success } from '../http/upstream-result';
import type { Mount } from '../http/route';
import { coupons, type Coupon } from '../seed/coupons';
import { rankAnswer, userRanks } from '../seed/promotions';
import type { Member } from '../state/members';
import { nextId, type MockState } from '../state/store';
import { confirmedBalance, pointLots, unconfirmedAmount, usablePeriod } from '../state/point-lots';

/** The upstream's status for each reason the contracts rule gives. */
export const couponRefusalStatus = {
  notUsable: UpstreamStatus.couponUnusable,
  maxUseReached: UpstreamStatus.couponExhausted,
  perMemberMaxReached: UpstreamStatus.couponMemberMax,
  membersOnly: UpstreamStatus.couponMembersOnly,
  expired: UpstreamStatus.couponExpired,
  notStarted: UpstreamStatus.couponNotStarted,
  unknownCode: UpstreamStatus.couponUnknown,
  alreadyUsed: UpstreamStatus.couponUsed,
  notForTheseItems: UpstreamStatus.couponNotForItems,
} as const;

const issuedCount = (state: MockState, coupon: Coupon, member: Member | null): number =>
  member
    ? (state.issuedCoupons.get(member.id) ?? []).filter((i) => i.coupon_id === coupon.id).length
    : 0;

/**
 * Coupon usability via the contracts rule, its usable period included, with the reason's own
 * status so the buyer reads why (docs/rules/cart-and-checkout.md#coupons).
 */
export const couponProblem = (
  state: MockState,
  coupon: Coupon,
  member: Member | null,
  nowMs: number,
): string | null => {
  const verdict = couponUsability(
    {
      ...coupon,
      used_count: coupon.used_count + (state.couponUses.get(coupon.id) ?? 0),
      issued_count_for_user: issuedCount(state, coupon, member),
    },
    member !== null,
    new Date(nowMs),
  );
  return verdict.usable ? null : couponRefusalStatus[verdict.reason];
};

const couponView = (state: MockState, c: Coupon, member: Member | null) => {
  const { secret: _secret, members_only: _m, ...rest } = c;
  return {
    ...rest,
    used_count: c.used_count + (state.couponUses.get(c.id) ?? 0),
    issued_count_for_user: issuedCount(state, c, member),
  };
};

/**
 * Member extras (docs/upstream.md#member): points, rank, coupons, addresses, cards and order
 * history.
 */
export const memberExtraRoutes = (mount: Mount): void => {
  mount('member/point/balance', ({ state, member, nowMs }) => {
    const ledger = state.points.get(member.id) ?? [];
    // docs/rules/cart-and-checkout.md#points: what an order earned is unconfirmed until its confirm
    // timing; the details say what expires when, then what is confirmed when.
    return success({
      point_amount: confirmedBalance(ledger, nowMs),
      unconfirmed_point_amount: unconfirmedAmount(ledger, nowMs),
      details: pointLots(ledger, nowMs),
    });
  });
  mount('member/point/history', ({ body, state, member }) => {
    const ledger = [...(state.points.get(member.id) ?? [])].reverse();
    // A grant says when it is usable: an order's points from when they are confirmed.
    const point_histories = ledger.slice(body.offset, body.offset + body.limit).map((e) => ({
      order_number: e.order_number,
      occurred_at: e.occurred_at,
      details: [
        {
          point_amount: e.amount,
          reason: e.reason,
          ...(e.amount > 0 ? { usable_period: usablePeriod(e) } : {}),
        },
      ],
    }));
    return success({ point_histories, hit: ledger.length });
  });
  mount('member/userRank/get', ({ member, language }) => {
    const rank = userRanks.find((r) => r.id === member.rank_id) ?? userRanks[0];
    return success({ user_rank: rank && rankAnswer(rank, language) });
  });

  mount('member/coupons/list', ({ state, member, nowMs }) =>
    success({
      coupons: coupons
        .filter((c) => member || c.usable_without_login)
        .map((c) => ({
          ...couponView(state, c, member),
          usable: couponProblem(state, c, member, nowMs) === null,
        })),
    }),
  );
  mount('member/coupons/get', ({ body, state, member }) => {
    const coupon = coupons.find((c) => c.id === body.id || c.code === body.id);
    return coupon ? success({ coupon: couponView(state, coupon, member) }) : notFound('id');
  });
  mount('member/coupons/issue', ({ body, state, member, nowMs }) => {
    const coupon = coupons.find((c) => c.secret === body.coupon_secret);
    if (!coupon)
      return failure(UpstreamStatus.couponUnknown, {
        errors: [{ name: 'coupon_secret', value: 'unknown' }],
      });
    const problem = couponProblem(state, coupon, member, nowMs);
    if (problem) return failure(problem);
    const entry = {
      id: String(nextId(state)),
      coupon_id: coupon.id,
      secret: `${coupon.code}-${nextId(state)}`,
      issued_at: new Date(nowMs).toISOString(),
      used: false,
    };
    state.issuedCoupons.set(member.id, [...(state.issuedCoupons.get(member.id) ?? []), entry]);
    return success({ issued_coupon: { ...entry, coupon: couponView(state, coupon, member) } });
  });
  mount('member/coupons/issueList', ({ state, member }) => {
    const list = (state.issuedCoupons.get(member.id) ?? []).map((i) => ({
      ...i,
      coupon: coupons.find((c) => c.id === i.coupon_id),
    }));
    return success({ issued_coupons: list, hit: list.length });
  });

  mount('member/address/get', ({ state, member }) =>
    success({ addresses: state.addresses.get(member.id) ?? [] }),
  );
  mount('member/address/put', ({ body, state, member }) => {
    const list = state.addresses.get(member.id) ?? [];
    const adressId = body.adressId ?? String(nextId(state));
    if (body.adressId && !list.some((a) => a.adressId === adressId)) return notFound('adressId');
    state.addresses.set(member.id, [
      ...list.filter((a) => a.adressId !== adressId),
      { adressId, address: body.address },
    ]);
    return success({ adressId });
  });
  mount('member/address/delete', ({ body, state, member }) => {
    const list = state.addresses.get(member.id) ?? [];
    if (!list.some((a) => a.adressId === body.adressId)) return notFound('adressId');
    state.addresses.set(
      member.id,
      list.filter((a) => a.adressId !== body.adressId),
    );
    return success({});
  });

  mount('member/creditcard/get', ({ body, state, member }) =>
    success({
      cards: (state.cards.get(member.id) ?? []).filter(
        (c) => c.payment_profile_id === body.payment_profile_id,
      ),
    }),
  );
  mount('member/creditcard/put', ({ body, state, member }) => {
    const card = {
      card_id: String(nextId(state)),
      payment_profile_id: body.payment_profile_id,
      payment_config: {
        last4: body.payment_config.last4,
        brand: body.payment_config.brand,
        expiry: body.payment_config.expiry,
      },
    };
    state.cards.set(member.id, [...(state.cards.get(member.id) ?? []), card]);
    return success({ card });
  });
  mount('member/creditcard/delete', ({ body, state, member }) => {
    const list = state.cards.get(member.id) ?? [];
    if (!list.some((c) => c.card_id === body.card_id)) return notFound('card_id');
    state.cards.set(
      member.id,
      list.filter((c) => c.card_id !== body.card_id),
    );
    return success({});
  });

  mount('member/orderHistory/list', ({ body, state, member }) => {
    // docs/rules/cart-and-checkout.md#order-history-dates: both ways of giving days must hold.
    const byBase = rangeOfBaseDate(body.baseDate, body.endType);
    const all = (state.orders.get(member.id) ?? []).filter(
      (o) =>
        (!body.paymentStatus || body.paymentStatus.includes(o.payment_status as never)) &&
        orderedWithin(o.ordered_at, byBase) &&
        orderedWithin(o.ordered_at, body.ordered_at ?? {}),
    );
    return success({ orders: all.slice(body.offset, body.offset + body.limit), hit: all.length });
  });
  mount('member/orderHistory/get', ({ body, state, member }) => {
    const order = (state.orders.get(member.id) ?? []).find(
      (o) => o.order_number === body.order_number,
    );
    return order ? success({ order }) : notFound('order_number');
  });
};
