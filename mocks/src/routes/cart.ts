import { UpstreamStatus } from '@kakehashi/contracts';
import { cartView } from '../checkout/cart-view';
import { checkLine } from '../checkout/lines';
import type { Cart, CartLine, LineOption } from '../checkout/types';
import { failure, success, type UpstreamResult } from '../http/upstream-result';
import type { Ctx, Mount } from '../http/route';
import type { Member } from '../state/members';
import { nextId, type MockState } from '../state/store';
import { randomToken } from '../state/tokens';

type Input = { item: { skus: { id: string } }; order_quantity: number; options?: LineOption[] };

/** A cart is reachable by its code; a member's cart only by that member. */
const cartOf = (state: MockState, code: string, member: Member | null): Cart | null => {
  const cart = state.carts.get(code);
  return cart && (cart.user_id === null || cart.user_id === member?.id) ? cart : null;
};

const missing = (): UpstreamResult =>
  failure(UpstreamStatus.notFound, { errors: [{ name: 'cart_code', value: 'not found' }] });

const sameLine = (
  a: { sku_id: string; options: LineOption[] },
  b: { sku_id: string; options: LineOption[] },
): boolean => a.sku_id === b.sku_id && JSON.stringify(a.options) === JSON.stringify(b.options);

/**
 * Applies inputs to the lines: `add` sums quantities of equal lines; `update` sets them (0
 * removes). Every resulting line is checked; the first problem refuses the whole call.
 */
const merge = (
  ctx: Ctx<'cart/add'>,
  cart: Cart,
  inputs: Input[],
  mode: 'add' | 'update' | 'put',
): UpstreamResult | CartLine[] => {
  const lines: CartLine[] = mode === 'put' ? [] : cart.lines.map((l) => ({ ...l }));
  for (const input of inputs) {
    const wanted = {
      sku_id: input.item.skus.id,
      options: input.options ?? [],
      order_quantity: input.order_quantity,
    };
    const existing = lines.find((l) => sameLine(l, wanted));
    if (existing)
      existing.order_quantity =
        mode === 'add' ? existing.order_quantity + wanted.order_quantity : wanted.order_quantity;
    else if (wanted.order_quantity > 0)
      lines.push({ line_id: String(nextId(ctx.state)), ...wanted });
  }
  const kept = lines.filter((l) => l.order_quantity > 0);
  for (const [i, line] of kept.entries()) {
    const problem = checkLine(ctx.state.seed, line, ctx.nowMs, `items.${i}`);
    if (problem) return problem;
  }
  return kept;
};

/**
 * Cart get/add/update/put/delete/clear/create (update with 0 removes a line;
 * docs/rules/cart-and-checkout.md#cart).
 */
export const cartRoutes = (mount: Mount): void => {
  mount('cart/create', ({ state, member }) => {
    const cart: Cart = {
      cart_code: randomToken('cart').slice(0, 24),
      user_id: member?.id ?? null,
      lines: [],
    };
    state.carts.set(cart.cart_code, cart);
    return success({ cart_code: cart.cart_code });
  });
  mount('cart/get', ({ body, state, member, nowMs, language }) => {
    const cart = cartOf(state, body.cart_code, member);
    return cart
      ? success({ cart: cartView(state.seed, cart, member, nowMs, language) })
      : missing();
  });
  for (const mode of ['add', 'update', 'put'] as const) {
    mount(`cart/${mode}`, (ctx) => {
      const cart = cartOf(ctx.state, ctx.body.cart_code, ctx.member);
      if (!cart) return missing();
      const lines = merge(ctx as Ctx<'cart/add'>, cart, ctx.body.items, mode);
      if (!Array.isArray(lines)) return lines;
      cart.lines = lines;
      return success({
        cart: cartView(ctx.state.seed, cart, ctx.member, ctx.nowMs, ctx.language),
      });
    });
  }
  mount('cart/clear', ({ body, state, member, nowMs, language }) => {
    const cart = cartOf(state, body.cart_code, member);
    if (!cart) return missing();
    cart.lines = [];
    return success({ cart: cartView(state.seed, cart, member, nowMs, language) });
  });
  mount('cart/delete', ({ body, state, member }) => {
    const code = body.cart_codes[0] ?? '';
    if (!cartOf(state, code, member)) return missing();
    state.carts.delete(code);
    return success({});
  });
};
