/** Shop data of docs/upstream.md#cart-and-order: delivery and payment methods and option groups. */
export type DeliveryMethod = {
  id: string;
  code: string;
  name: string;
  delivery_fee: number;
  force_delivery_fee: boolean;
  description: string;
  delivery_fee_free_minimum_price: number | null;
  usable_cod: boolean;
  required_delivery_date: boolean;
  required_delivery_time: boolean;
  delivery_time_selections: string[];
};

export const deliveryMethods: readonly DeliveryMethod[] = [
  {
    id: '1',
    code: 'STANDARD',
    name: '通常配送 / Standard delivery',
    delivery_fee: 1200,
    force_delivery_fee: false,
    description: 'Domestic forwarder, 2-4 days',
    delivery_fee_free_minimum_price: 30000,
    usable_cod: true,
    required_delivery_date: false,
    required_delivery_time: false,
    delivery_time_selections: ['morning', '14-16', '16-18', '18-20'],
  },
  {
    id: '2',
    code: 'COOL',
    name: 'クール便 / Refrigerated delivery',
    delivery_fee: 1800,
    force_delivery_fee: false,
    description: 'Chilled or frozen goods',
    delivery_fee_free_minimum_price: null,
    usable_cod: false,
    required_delivery_date: false,
    required_delivery_time: false,
    delivery_time_selections: ['morning', '14-16'],
  },
  {
    id: '3',
    code: 'POST_MAIL',
    name: 'ポスト投函 / Letter post',
    delivery_fee: 370,
    force_delivery_fee: false,
    description: 'Mail-slot delivery for one small item, no options',
    delivery_fee_free_minimum_price: null,
    usable_cod: false,
    required_delivery_date: false,
    required_delivery_time: false,
    delivery_time_selections: [],
  },
  {
    id: '4',
    code: 'FREIGHT',
    name: '貨物便 / Freight',
    delivery_fee: 25000,
    force_delivery_fee: true,
    description: 'Palletised freight for machinery',
    delivery_fee_free_minimum_price: null,
    usable_cod: false,
    required_delivery_date: true,
    required_delivery_time: false,
    delivery_time_selections: [],
  },
];

export type PaymentMethod = {
  id: string;
  code: string;
  name: string;
  payment_fee: number;
  force_payment_fee: boolean;
  payment_service_id: string;
  description: string;
  is_sandbox: boolean;
};

export const paymentMethods: readonly PaymentMethod[] = [
  {
    id: '1',
    code: 'CARD',
    name: 'クレジットカード / Credit card',
    payment_fee: 0,
    force_payment_fee: false,
    payment_service_id: 'card3ds',
    description: '3-D Secure card payment',
    is_sandbox: true,
  },
  {
    id: '2',
    code: 'BANK',
    name: '銀行振込 / Bank transfer',
    payment_fee: 0,
    force_payment_fee: false,
    payment_service_id: 'bank',
    description: 'Pay within 7 days',
    is_sandbox: true,
  },
  {
    id: '3',
    code: 'COD',
    name: '代金引換 / Cash on delivery',
    payment_fee: 330,
    force_payment_fee: false,
    payment_service_id: 'cod',
    description: 'Domestic only',
    is_sandbox: true,
  },
];

/** Option groups (docs/upstream.md#cart-and-order): select or input options with a price. */
export const optionGroups = {
  gift: {
    id: 'gift',
    name: 'ギフト包装 / Gift wrapping',
    description: 'Wrapping and engraving',
    options: [
      {
        id: 'wrap',
        name: 'Wrapping',
        type: 'select',
        required: false,
        selects: [
          { id: 'none', name: 'None', price_tax_included: 0 },
          { id: 'standard', name: 'Standard', price_tax_included: 220 },
          { id: 'premium', name: 'Premium furoshiki', price_tax_included: 880 },
        ],
      },
      {
        id: 'engrave',
        name: 'Engraving',
        type: 'input',
        required: false,
        max_length: 20,
        price_tax_included: 1100,
      },
    ],
  },
} as const;

export const siteOptionGroup = {
  id: 'site',
  name: 'ご注文オプション / Order options',
  options: [
    {
      id: 'invoice',
      name: 'Commercial invoice',
      type: 'select',
      selects: [
        { id: 'no', name: 'Not needed', price_tax_included: 0 },
        { id: 'yes', name: 'Needed', price_tax_included: 0 },
      ],
    },
  ],
};
