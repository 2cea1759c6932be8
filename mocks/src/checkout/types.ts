/**
 * Option entry on a cart line or the order's site options (docs/rules/cart-and-checkout.md#cart).
 */
export type LineOption = {
  item_option_id: string;
  selects?: { id: string }[];
  inputs?: { id: string; input_value: string }[];
};

export type CartLine = {
  line_id: string;
  sku_id: string;
  order_quantity: number;
  options: LineOption[];
};

export type Cart = { cart_code: string; user_id: string | null; lines: CartLine[] };

export type Party = Record<string, unknown> & { name: string; email: string };

export type DeliveryUnit = {
  delivery_unit_no: number;
  temperature_class: 'dry' | 'cool';
  line_ids: string[];
  delivery_method: { id: string; delivery_date?: string; delivery_time?: string } | null;
};

/**
 * The temporary order of docs/rules/cart-and-checkout.md#temporary-order checkout, with its
 * input-completion flags.
 */
export type TempOrder = {
  orderId: string;
  cart_code: string;
  user_id: string | null;
  purchaser: Party | null;
  reciever: Party | null;
  delivery_units: DeliveryUnit[];
  issued_coupon_secrets: string[];
  use_point_amount: number;
  payment_profile_id: string | null;
  /**
   * The member's saved card a card payment charges (docs/rules/cart-and-checkout.md#card-payment);
   * none: the card is entered at the issuer's page, which records `entered_card`.
   */
  card_id?: string | null;
  /** The card entered at the issuer's page: only what may be shown. */
  entered_card?: ShownCard | null;
  site_options: LineOption[];
  completed: Record<
    'purchaser' | 'reciever' | 'delivery' | 'coupon' | 'siteOptionGroup' | 'payment',
    boolean
  >;
  status: 'open' | 'awaiting_3ds' | 'committed' | 'cancelled';
  order_number: string | null;
};

/**
 * Card return (docs/rules/cart-and-checkout.md#3-d-secure-return): the 3-D Secure context the
 * issuer page completes.
 */
export type ThreeDSecure = {
  context: string;
  /**
   * The issuer page's own reference: the address the browser is sent to names this, never the
   * context (docs/security.md#3-d-secure-cannot-be-skipped).
   */
  transaction: string;
  orderId: string;
  order_number: string;
  return_url: string | null;
  /** What the cardholder chose on the issuer page; only that page sets it, and only once. */
  result: 'pending' | 'success' | 'error' | 'cancel';
  /** The saved card being charged, named on the issuer page; none: the page asks for one. */
  card: ShownCard | null;
  /** The card the cardholder entered on the issuer page (no saved card): brand and last 4 only. */
  entered?: ShownCard;
};

/** What of a card may be shown and kept: never the number beyond its last four digits. */
export type ShownCard = { card_id?: string; brand: string; last4: string; expiry?: string };
