/**
 * The checkout's purchaser (and receiver) and its step flags, as `checkout/get` answers them, for
 * the checkout tests (docs/rules/cart-and-checkout.md). The flags say which steps are saved:
 * `stepsSaved()` none, `stepsSaved({ purchaser: true })` that one too.
 */
export const checkoutParty = {
  name: 'Alex Morgan',
  email: 'buyer@example.com',
  tel: '0312345678',
  zip: '1000005',
  state: '東京都',
  city: '千代田区',
  street: '1-1-1',
};

const noStepSaved = {
  purchaser: false,
  reciever: false,
  delivery: false,
  coupon: false,
  siteOptionGroup: false,
  payment: false,
};

export const stepsSaved = (saved: Partial<typeof noStepSaved> = {}) => ({
  ...noStepSaved,
  ...saved,
});

/**
 * A checkout's order as `order/get` answers it once the addresses are saved: no delivery unit and
 * nothing to pay unless `fields` say otherwise.
 */
export const checkoutOrder = (fields: Record<string, unknown> = {}) => ({
  purchaser: checkoutParty,
  reciever: checkoutParty,
  delivery_units: [],
  subtotal: 0,
  total_price: 0,
  taxes: [],
  completed: stepsSaved({ purchaser: true, reciever: true }),
  ...fields,
});
