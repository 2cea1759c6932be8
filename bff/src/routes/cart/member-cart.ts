import {
  isSuccess,
  StatusCode,
  UpstreamStatus,
  type ApiName,
  type ApiRoute,
} from '@kakehashi/contracts';
import type { OwnHandlers, RouteContext } from '../../platform/api/api-router';
import type { Answer } from '../../platform/api/result-mapper';
import type { RouteEffect } from '../../platform/api/route-effects';
import type { RequestSession } from '../../platform/session/request-session';
import { hashedKey } from '../../platform/store/hashed-key';
import type { KvStore } from '../../platform/store/kv-store';

// docs/rules/cart-and-checkout.md#a-members-cart: the browser keeps its cart's code, so a member's
// cart once lived in one browser only. The gateway also remembers the member's current cart,
// server-side, so the member's other browsers find it (`cart/mine`). It is kept under a digest of
// the member id, never a session id (docs/security.md#session-records), in the signed-in
// sessions' part of the store (bounded in count and bytes), and lives 30 days from its last use.

/** How long a remembered cart lives after it was last read, changed or asked for. */
export const memberCartTtlMs = 30 * 24 * 3600_000;
/** A longer value is no cart code: nothing is remembered (the entry stays a few hundred bytes). */
const maxCodeLength = 200;
export const memberCartKey = (userId: string) => hashedKey('sess:cart', userId);

type Data = Record<string, unknown>;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= maxCodeLength
    ? value
    : undefined;

/** The cart code a call names (`cart_code`, or the one of `cart_codes`). */
const namedCode = (body: unknown): string | undefined => {
  const sent = (body && typeof body === 'object' ? body : {}) as Data;
  return (
    text(sent.cart_code) ?? (Array.isArray(sent.cart_codes) ? text(sent.cart_codes[0]) : undefined)
  );
};

/** The cart a success answers: its code, and whether it holds lines (a created cart holds none). */
const answeredCart = (data: unknown): { code: string; filled: boolean } | undefined => {
  const answer = (data && typeof data === 'object' ? data : {}) as Data;
  const cart = (answer.cart && typeof answer.cart === 'object' ? answer.cart : answer) as Data;
  const code = text(cart.cart_code);
  if (!code) return undefined;
  return { code, filled: Array.isArray(cart.lines) && cart.lines.length > 0 };
};

/** A commit's answer sending the buyer to the card issuer (contracts' BrowserCommit `redirect`). */
const awaitsCard = (data: unknown) => (data as Data | undefined)?.redirect === true;

/** The upstream's answer that the cart is not there (gone, or not this member's). */
const gone = (reply: Answer) =>
  reply.result.status === UpstreamStatus.notFound || reply.result.status === StatusCode.notFound;

export const createMemberCarts = (store: KvStore) => {
  const memberOf = (call: RouteContext<ApiName>) => call.session.current()?.tokens?.userId;

  /**
   * After a call declaring `memberCart`: a cart answered becomes the member's when it holds lines
   * or none is remembered (a second browser's empty cart, read as its page loads, does not push out
   * the member's filled one before that browser asks for it); the same one is only renewed.
   */
  const settle = async (
    role: NonNullable<ApiRoute['memberCart']>,
    call: RouteContext<ApiName>,
    reply: Answer | void,
  ) => {
    const userId = memberOf(call);
    if (!reply || !userId) return;
    const key = memberCartKey(userId);
    const named = namedCode(call.body);
    if (!isSuccess(reply.result.status)) {
      // The cart the member's record names is gone: forgotten (only that one, never a newer).
      if (role === 'notes' && gone(reply) && named) await store.delIfEquals(key, named);
      return;
    }
    if (role === 'forgets') {
      // A card commit only sends the buyer to the issuer: the card may still fail and the buyer
      // come back to this cart, so it is forgotten when the return places the order (`placed`).
      if (awaitsCard(reply.result.data)) return;
      // A deleted cart: forgotten if it is the one remembered; a placed order used its cart up.
      if (named) await store.delIfEquals(key, named);
      else await store.del(key);
      return;
    }
    const cart = answeredCart(reply.result.data);
    if (!cart) return;
    const remembered = await store.getAndExpire(key, memberCartTtlMs);
    if (remembered === cart.code || (remembered !== null && !cart.filled)) return;
    await store.set(key, cart.code, memberCartTtlMs);
  };

  /** `POST /api/cart/mine`: the member's remembered cart code, its expiry renewed. */
  const mine: OwnHandlers['cart/mine'] = async ({ session }) => {
    const userId = session.current()?.tokens?.userId;
    const code = userId ? await store.getAndExpire(memberCartKey(userId), memberCartTtlMs) : null;
    return {
      result: { status: StatusCode.success, data: { cart_code: text(code) ?? null } },
      httpStatus: 200,
    };
  };

  return {
    mine,
    /**
     * A card payment's return placed the order (routes/checkout/payment-settlement.ts): the cart
     * its commit left remembered is used up now.
     */
    placed: async (session: RequestSession) => {
      const userId = session.current()?.tokens?.userId;
      if (userId) await store.del(memberCartKey(userId));
    },
    /**
     * The route effect (platform/api/route-effects.ts): after every route declaring `memberCart`,
     * the checkout's own order/commit among them.
     */
    effect: {
      on: (_name, route) => {
        const role = route.memberCart;
        if (!role) return undefined;
        return {
          after: (call, reply) => settle(role, call, reply),
        };
      },
    } satisfies RouteEffect,
  };
};
export type MemberCarts = ReturnType<typeof createMemberCarts>;
