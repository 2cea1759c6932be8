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

/**
 * A gift-service option group as the upstream words it in the session language `language`
 * (docs/upstream.md#languages): a choice of noshi paper and a message card's text at a price.
 */
export const giftServiceGroup = (language: 'en' | 'jp', id = 'gift') => {
  const jp = language === 'jp';
  return {
    id,
    name: jp ? '贈答サービス' : 'Gift service',
    description: jp ? '贈り物としてお包みします' : 'Wrapped for giving',
    options: [
      {
        id: 'noshi',
        name: jp ? 'のし紙' : 'Noshi paper',
        type: 'select',
        selects: [
          { id: 'bow', name: jp ? '紅白蝶結び' : 'Red and white bow', price_tax_included: 0 },
        ],
      },
      {
        id: 'message',
        name: jp ? 'メッセージカードの文面' : 'Message card text',
        type: 'input',
        max_length: 40,
        price_tax_included: 110,
      },
    ],
  };
};
