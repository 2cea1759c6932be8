import {
  cartRoomText,
  quantityBounds,
  quantityProblem,
  quantityProblemText,
  StatusCode,
  type FieldIssue,
  type Language,
  type QuantityBounds,
  type ApiRoute,
  type UpstreamName,
} from '@kakehashi/contracts';
import type { Answer, ResultMapper } from '../../platform/api/result-mapper';
import type { SessionPort } from '../../platform/session/session-port';
import type { UpstreamGateway } from '../../platform/upstream/upstream-gateway';

// docs/rules/cart-and-checkout.md#quantity-bounds: the BFF refuses a cart line below its minimum
// (the supplier's MOQ included) or not orderable at all before anything is forwarded, so a client
// that skips the screen's stepper cannot put 1 of an MOQ-100 product into a cart. The maximum
// (stock) is left to the upstream, which holds the stock, except where an add goes over it only with
// what the cart holds already: the upstream's E030-001 then names a range the number sent lies
// inside ('between 12 and 91' for 91 added to 48), so the BFF says what the cart holds and how many
// more fit.

type CartGuard = NonNullable<ApiRoute['cartGuard']>;

type Line = {
  item: { id?: string; skus: { id: string } };
  order_quantity: number;
  options?: unknown[];
};
type Bounded = Parameters<typeof quantityBounds>[0] & {
  id?: string;
  skus?: ({ id: string } & Parameters<typeof quantityBounds>[1])[];
};
type CartLine = {
  item?: (Bounded & { skus?: { id: string } & Parameters<typeof quantityBounds>[1] }) | null;
  order_quantity: number;
  options?: unknown[];
};

const sameOptions = (a: unknown[] | undefined, b: unknown[] | undefined) =>
  JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/**
 * A check run before a cart write that declares `cartGuard` (contracts/src/endpoints/cart.ts) is
 * forwarded; `adds` sums the line with an equal one already in the cart. Null lets the call
 * through, a Result (400 with a field error per refused line, in the buyer's language) stops it.
 * The bounds come from the upstream, never from the browser: a SKU already in the cart is read
 * from `cart/get`, a new one from `items/detail` of the product the line names (`item.id`),
 * which must hold that SKU.
 */
export const createCartQuantityGuard = (deps: {
  gateway: UpstreamGateway;
  results: ResultMapper;
}) => {
  const data = async (port: SessionPort, name: UpstreamName, body: unknown) => {
    const outcome = await deps.gateway.call(port, name, body);
    return outcome.kind === 'response' && outcome.status === StatusCode.success
      ? (outcome.data as Record<string, unknown> | undefined)
      : undefined;
  };

  return async (port: SessionPort, mode: CartGuard, body: unknown): Promise<Answer | null> => {
    const { cart_code, items } = body as { cart_code: string; items: Line[] };
    const wanted = items
      .map((line, index) => ({ line, index }))
      .filter((l) => l.line.order_quantity > 0);
    if (wanted.length === 0) return null;
    // A cart the upstream does not find is left to the upstream to refuse.
    const cart = (await data(port, 'cart/get', { cart_code }))?.cart as
      { lines?: CartLine[] } | undefined;
    if (!cart) return null;
    const inCart = cart.lines ?? [];
    const itemIds = [
      ...new Set(
        wanted
          .filter(({ line }) => !inCart.some((c) => c.item?.skus?.id === line.item.skus.id))
          .map(({ line }) => line.item.id)
          .filter((id): id is string => Boolean(id)),
      ),
    ];
    const detail =
      itemIds.length > 0
        ? (((await data(port, 'items/detail', { items: itemIds }))?.items as Bounded[]) ?? [])
        : [];
    const errors: FieldIssue[] = [];
    const lang: Language = port.language === 'jp' ? 'jp' : 'en';
    for (const { line, index } of wanted) {
      const at = `items.${index}`;
      const skuId = line.item.skus.id;
      const held = inCart.find((c) => c.item?.skus?.id === skuId);
      const product = held?.item ?? detail.find((d) => d.id === line.item.id);
      const sku = held?.item?.skus ?? product?.skus?.find((s) => s.id === skuId);
      if (!product || !sku) {
        errors.push({ name: `${at}.item.id`, value: missingItemText[lang] });
        continue;
      }
      const bounds: QuantityBounds = quantityBounds(product, sku);
      // Adding to an equal line sums the quantities (docs/rules/cart-and-checkout.md#cart).
      const existing =
        mode === 'adds'
          ? inCart
              .filter((c) => c.item?.skus?.id === skuId && sameOptions(c.options, line.options))
              .reduce((sum, c) => sum + c.order_quantity, 0)
          : 0;
      const problem = quantityProblem(existing + line.order_quantity, bounds);
      if (problem === 'aboveMax' && existing > 0 && bounds.max !== null)
        errors.push({
          name: `${at}.order_quantity`,
          value: cartRoomText(bounds.max, existing, lang),
        });
      // Above the maximum (stock, purchase limits) is otherwise the upstream's to refuse: it holds
      // the stock.
      else if (problem && problem !== 'aboveMax')
        errors.push({
          name: `${at}.order_quantity`,
          value: quantityProblemText(problem, bounds, lang),
        });
    }
    if (errors.length === 0) return null;
    return deps.results.own(StatusCode.invalidInput, port.language, { errors }, 400);
  };
};

const missingItemText = {
  en: 'Please choose the product again: its quantity rules could not be read.',
  jp: '商品をもう一度お選びください。数量の条件を確認できませんでした。',
} as const;

export type CartQuantityGuard = ReturnType<typeof createCartQuantityGuard>;
