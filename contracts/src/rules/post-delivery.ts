// docs/rules/cart-and-checkout.md#post-delivery: "Delivery methods with code beginning POST_ are
// offered only when the cart has exactly one line, the item has a custom post upper limit not below
// the quantity, and no option group."

/** Codes of post (mail-slot) delivery methods start with this. */
export const POST_DELIVERY_PREFIX = 'POST_';

/** What the rule needs of the cart, already read out of the order by the caller. */
export type PostDeliveryCart = {
  lines: ReadonlyArray<{
    order_quantity: number;
    /** The item's custom post upper limit; upstream custom values may arrive as strings. */
    postUpperLimit?: number | string | null;
  }>;
  /**
   * Whether the order carries a site option group (option_group,
   * docs/rules/cart-and-checkout.md#post-delivery).
   */
  hasOptionGroup: boolean;
};

export const isPostDeliveryMethod = (code: string): boolean =>
  code.startsWith(POST_DELIVERY_PREFIX);

const readLimit = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * Whether POST_ methods may be offered. An absent or unreadable upper limit means the item does
 * not fit a post box: the method is withheld, not offered by default.
 */
export const isPostDeliveryEligible = (cart: PostDeliveryCart): boolean => {
  if (cart.hasOptionGroup || cart.lines.length !== 1) return false;
  const [line] = cart.lines;
  const limit = readLimit(line?.postUpperLimit);
  return line !== undefined && limit !== null && limit >= line.order_quantity;
};

/** The delivery methods to offer: every method, minus POST_ ones when the cart is not eligible. */
export const offeredDeliveryMethods = <M extends { code: string }>(
  methods: readonly M[],
  cart: PostDeliveryCart,
): M[] => {
  const postAllowed = isPostDeliveryEligible(cart);
  return methods.filter((m) => postAllowed || !isPostDeliveryMethod(m.code));
};
