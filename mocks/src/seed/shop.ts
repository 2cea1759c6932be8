import type { BankTransferAccount } from '@kakehashi/contracts';
import { multilingual } from '../http/multilingual';

/**
 * Shop data of docs/upstream.md#cart-and-order: delivery and payment methods and option groups.
 * Their names and descriptions are multilingual fields (answered in the caller's language).
 */
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
  /** The transport temperatures it keeps (docs/rules/cart-and-checkout.md#delivery-by-temperature). */
  temperature_classes: ('dry' | 'refrigerated' | 'frozen')[];
  /**
   * The shipments it is for (docs/rules/cart-and-checkout.md#delivery-by-kind-of-goods): parcel
   * services for food, drink and goods, palletised freight for one holding machinery.
   */
  shipment: Shipment;
};

/** A parcel (boxes a courier carries) or freight (machinery on a pallet, by a haulier). */
export type Shipment = 'parcel' | 'freight';

export const deliveryMethods: readonly DeliveryMethod[] = [
  {
    id: '1',
    code: 'STANDARD',
    name: multilingual('通常配送', 'Standard delivery'),
    delivery_fee: 1200,
    force_delivery_fee: false,
    description: multilingual('国内の運送会社で2〜4日', 'Domestic forwarder, 2-4 days'),
    delivery_fee_free_minimum_price: 30000,
    usable_cod: true,
    required_delivery_date: false,
    required_delivery_time: false,
    delivery_time_selections: ['morning', '14-16', '16-18', '18-20'],
    temperature_classes: ['dry'],
    shipment: 'parcel',
  },
  {
    id: '2',
    code: 'COOL',
    name: multilingual('クール便', 'Refrigerated delivery'),
    delivery_fee: 1800,
    force_delivery_fee: false,
    description: multilingual('冷蔵・冷凍の商品に', 'Chilled or frozen goods'),
    delivery_fee_free_minimum_price: null,
    usable_cod: false,
    required_delivery_date: false,
    required_delivery_time: false,
    delivery_time_selections: ['morning', '14-16'],
    temperature_classes: ['refrigerated', 'frozen'],
    shipment: 'parcel',
  },
  {
    id: '3',
    code: 'POST_MAIL',
    name: multilingual('ポスト投函', 'Letter post'),
    delivery_fee: 370,
    force_delivery_fee: false,
    description: multilingual(
      '小さな商品1点を郵便受けにお届け（日時指定なし）',
      'Mail-slot delivery for one small item, no options',
    ),
    delivery_fee_free_minimum_price: null,
    usable_cod: false,
    required_delivery_date: false,
    required_delivery_time: false,
    delivery_time_selections: [],
    temperature_classes: ['dry'],
    shipment: 'parcel',
  },
  {
    id: '4',
    code: 'FREIGHT',
    name: multilingual('貨物便', 'Freight'),
    delivery_fee: 25000,
    force_delivery_fee: true,
    description: multilingual('機械類をパレットでお届け', 'Palletised freight for machinery'),
    delivery_fee_free_minimum_price: null,
    usable_cod: false,
    required_delivery_date: true,
    required_delivery_time: false,
    delivery_time_selections: [],
    temperature_classes: ['dry'],
    shipment: 'freight',
  },
];

/**
 * The shop's free-delivery threshold as its site settings state it (`site/get`
 * `site.deliveryFeeFreeMinimumPrice`, docs/rules/cart-and-checkout.md#free-delivery-threshold):
 * its standard parcel delivery's own, read from the method so the cart and the order never differ.
 */
export const siteFreeDeliveryMinimum =
  deliveryMethods.find((m) => m.code === 'STANDARD')?.delivery_fee_free_minimum_price ?? null;

export type PaymentMethod = {
  id: string;
  code: string;
  name: string;
  payment_fee: number;
  force_payment_fee: boolean;
  payment_service_id: string;
  description: string;
  is_sandbox: boolean;
  /** The profile's settings; a bank transfer's account (docs/rules/cart-and-checkout.md#bank-transfer). */
  option?: BankTransferAccount | null;
};

/**
 * The account bank-transfer orders are paid into. A demo: no such bank or account exists (the
 * mock stands in for the SaaS, whose shop sets its own). The holder is in katakana as Japanese
 * banks print it, romanised for English; the order number is the transfer's reference.
 */
export const demoBankAccount: BankTransferAccount = {
  bank_name: multilingual('デモ銀行（架空）', 'Demo Bank (fictitious)'),
  branch_name: multilingual('かけはし支店（店番 123）', 'Kakehashi Branch (branch no. 123)'),
  account_type: multilingual('普通', 'Ordinary'),
  account_number: '1234567',
  account_holder: multilingual('カ）カケハシ デモ', 'KAKEHASHI DEMO K.K.'),
  transfer_days: 7,
};

export const paymentMethods: readonly PaymentMethod[] = [
  {
    id: '1',
    code: 'CARD',
    name: multilingual('クレジットカード', 'Credit card'),
    payment_fee: 0,
    force_payment_fee: false,
    payment_service_id: 'card3ds',
    description: multilingual('3Dセキュア対応のカード決済', '3-D Secure card payment'),
    is_sandbox: true,
  },
  {
    id: '2',
    code: 'BANK',
    name: multilingual('銀行振込', 'Bank transfer'),
    payment_fee: 0,
    force_payment_fee: false,
    payment_service_id: 'bank',
    description: multilingual(
      'ご注文日から7日以内にお振り込みください。',
      'Please transfer within 7 days of your order.',
    ),
    is_sandbox: true,
    option: demoBankAccount,
  },
  {
    id: '3',
    code: 'COD',
    name: multilingual('代金引換', 'Cash on delivery'),
    payment_fee: 330,
    force_payment_fee: false,
    payment_service_id: 'cod',
    description: multilingual('国内のお届け先のみ', 'Domestic only'),
    is_sandbox: true,
  },
];

/** Option groups (docs/upstream.md#cart-and-order): select or input options with a price. */
export const optionGroups = {
  gift: {
    id: 'gift',
    name: multilingual('ギフト包装', 'Gift wrapping'),
    description: multilingual('包装と名入れ', 'Wrapping and engraving'),
    options: [
      {
        id: 'wrap',
        name: multilingual('包装', 'Wrapping'),
        type: 'select',
        required: false,
        selects: [
          { id: 'none', name: multilingual('なし', 'None'), price_tax_included: 0 },
          { id: 'standard', name: multilingual('通常包装', 'Standard'), price_tax_included: 220 },
          {
            id: 'premium',
            name: multilingual('上質な風呂敷', 'Premium furoshiki'),
            price_tax_included: 880,
          },
        ],
      },
      {
        id: 'engrave',
        name: multilingual('名入れ', 'Engraving'),
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
  name: multilingual('ご注文オプション', 'Order options'),
  options: [
    {
      id: 'invoice',
      name: multilingual('インボイス（商業送り状）', 'Commercial invoice'),
      type: 'select',
      selects: [
        { id: 'no', name: multilingual('不要', 'Not needed'), price_tax_included: 0 },
        { id: 'yes', name: multilingual('必要', 'Needed'), price_tax_included: 0 },
      ],
    },
  ],
};
