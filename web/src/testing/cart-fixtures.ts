/**
 * Cart answers for the cart tests (docs/rules/cart-and-checkout.md): a line of sencha as
 * `cart/get` answers it, and the shop's payment-login setting that the cart page asks for.
 */
type Variation = {
  variation_code: string;
  variation_name: string;
  variation_name_en: string;
  selection_code: string;
  selection_name: string;
};

export const senchaLine = ({
  id = '1',
  price = 1080,
  quantity = 1,
  custom = { moq: 1 } as Record<string, unknown>,
  variation = [] as Variation[],
} = {}) => ({
  line_id: id,
  item: {
    id: `i${id}`,
    code: `P10000${id}`,
    name: '煎茶',
    name_en: 'Sencha',
    custom,
    skus: { id: `s${id}`, stock_quantity_infinity: true, variation },
  },
  option_group: null,
  options: [],
  order_quantity: quantity,
  sell_price_tax_included: price,
  tax_rate: 8,
  subtotal: price * quantity,
});

/** `paymentLogin/config`: the shop's Amazon Pay, on or off (docs/rules/cart-and-checkout.md#payment-login). */
export const paymentLoginConfig = (enabled: boolean) => ({
  enabled,
  merchant_id: 'M1',
  public_key_id: 'K1',
  sandbox: true,
  ledger_currency: 'JPY',
});
