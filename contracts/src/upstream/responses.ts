import { z } from 'zod';
import { itemCustomSchema, itemSchema, skuSchema } from './items';
import { postalAddressFields } from './member';
import { freeDeliveryMinimumSchema } from './free-delivery';

/**
 * `data` shapes of upstream successes beyond account and item list (docs/upstream.md): the fields
 * the product reads are pinned; anything else is stripped before the browser sees it
 * (docs/security.md).
 */
const list = <K extends string, T extends z.ZodTypeAny>(key: K, row: T) =>
  z.object({ [key]: z.array(row), hit: z.number().int().min(0).optional() } as {
    [P in K]: z.ZodArray<T>;
  } & { hit: z.ZodOptional<z.ZodNumber> });

export const itemsResponseSchema = list('items', itemSchema);

export const categorySchema = z.object({
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  parent_code: z.string().nullable(),
});
export type CategoryNode = z.infer<typeof categorySchema> & {
  children: CategoryNode[];
  item_count?: number;
};
const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  categorySchema.extend({
    item_count: z.number().int().optional(),
    children: z.array(categoryNodeSchema),
  }),
);
export const categoryGetResponseSchema = list('categories', categorySchema);
export const categoryTreesResponseSchema = z.object({ trees: z.array(categoryNodeSchema) });

export const variationResponseSchema = list(
  'variations',
  z.object({
    code: z.string(),
    name: z.string(),
    name_en: z.string().optional(),
    selections: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
);

/**
 * Favorite (docs/rules/lists-and-requests.md#favourites): skuId, option, labels (+ the item, when
 * it still exists).
 */
export const favoriteListResponseSchema = list(
  'favorites',
  z.object({
    skuId: z.string(),
    option: z.unknown(),
    labels: z.array(z.string()),
    item: itemSchema.nullable(),
  }),
);
export const toggleResponseSchema = z.object({ added: z.boolean() });

export const reviewSchema = z.object({
  id: z.string(),
  item_id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  isPublished: z.boolean(),
  isConfirmed: z.boolean(),
  created_at: z.string().optional(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListResponseSchema = list('reviews', reviewSchema);
/** What a put answers: the review as stored (back to unpublished until the shop checks it). */
export const reviewPutResponseSchema = z.object({ review: reviewSchema });
/** The member's own reviews, each with its item (null once the item is gone). */
export const memberReviewSchema = reviewSchema.extend({ item: itemSchema.nullable() });
export type MemberReview = z.infer<typeof memberReviewSchema>;
export const memberReviewListResponseSchema = list('reviews', memberReviewSchema);

/**
 * Newsletters, catalogues, specials and local specialities (docs/upstream.md#site-and-utilities),
 * bilingual.
 */
export const contentSchema = z.object({
  id: z.string(),
  code: z.string(),
  classification: z.string(),
  title: z.string(),
  title_en: z.string(),
  body: z.string(),
  body_en: z.string(),
  post_date: z.string(),
  prefecture_code: z.number().int().nullable(),
  item_ids: z.array(z.string()),
  /** A catalogue issue's PDF, a path under the upstream's /images (docs/rules/discovery.md). */
  file_url: z.string().optional(),
  image_url: z.string().optional(),
});
export const newsSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  title_en: z.string(),
  post_date: z.string(),
  body: z.string().optional(),
  body_en: z.string().optional(),
});
export const contentsListResponseSchema = list('contents', contentSchema);
export const contentsDetailResponseSchema = z.object({ content: contentSchema });
export const newsListResponseSchema = list('news', newsSchema);
export const newsDetailResponseSchema = z.object({ news: newsSchema });

/** zipSearchApi (docs/upstream.md#site-and-utilities): prefecture_id 0 means not found. */
export const zipSearchResponseSchema = z.object({
  prefecture_id: z.number().int().min(0).max(47),
  prefecture: z.string(),
  address1: z.string(),
  address2: z.string(),
});

export const customMasterResponseSchema = z.object({
  options: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      name_en: z.string(),
      /** Prefectures: the region they belong to (the location pages group by it). */
      region: z.string().optional(),
      /** Certifications: 'international' or 'japan' (the certification page groups by it). */
      kind: z.string().optional(),
    }),
  ),
});

export const calendarResponseSchema = z.object({
  calendar: z.array(
    z.object({
      year: z.number().int(),
      month: z.number().int(),
      day: z.number().int(),
      order_processing: z.boolean(),
    }),
  ),
});

export const idResponseSchema = z.object({ id: z.string() });

/** docs/rules/cart-and-checkout.md option entry of a line: item_option_id with selects[id] or inputs[id, input_value]. */
const lineOptionSchema = z.object({
  item_option_id: z.string(),
  selects: z.array(z.object({ id: z.string() })).optional(),
  inputs: z.array(z.object({ id: z.string(), input_value: z.string() })).optional(),
});

/** docs/rules/cart-and-checkout.md option group: select options (each choice priced) or free input (priced when filled). */
export const optionGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  options: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.enum(['select', 'input']),
      required: z.boolean().optional(),
      max_length: z.number().int().optional(),
      price_tax_included: z.number().optional(),
      selects: z
        .array(z.object({ id: z.string(), name: z.string(), price_tax_included: z.number() }))
        .optional(),
    }),
  ),
});

/** `optiongroup/get {skus_id}`: the option groups of a SKU's item (docs/rules/cart-and-checkout.md). */
export const optionGroupsResponseSchema = z.object({
  option_groups: z.array(optionGroupSchema),
});

/** docs/rules/cart-and-checkout.md cart or order line with the item fields the screens show. */
export const orderLineSchema = z.object({
  line_id: z.string(),
  item: z
    .object({
      id: z.string(),
      code: z.string().optional(),
      name: z.string().optional(),
      name_en: z.string().optional(),
      image_url: z.string().optional(),
      /** The line's variation: its code and variation name the line (shared/cart/variation-name). */
      skus: skuSchema,
      item_minimum_purchase: z.number().int().nullable().optional(),
      item_maximum_purchase: z.number().int().nullable().optional(),
      custom: itemCustomSchema.optional(),
    })
    .nullable(),
  order_quantity: z.number().int(),
  options: z.array(lineOptionSchema),
  /** The item's option group, so the chosen options can be named. */
  option_group: optionGroupSchema.nullable().optional(),
  sell_price_tax_included: z.number(),
  subtotal: z.number().optional(),
  /** docs/rules/cart-and-checkout.md#order-taxes: the line's tax rate. */
  tax_rate: z.number().nullable().optional(),
});

/** docs/rules/cart-and-checkout.md sale applied to a cart or order. */
const saleSchema = z.object({
  id: z.string(),
  name: z.string(),
  discount_amount: z.number(),
});

/** docs/rules/cart-and-checkout.md cart: cart_code, lines (item.skus, order_quantity, options), total_price. */
export const cartSchema = z.object({
  cart_code: z.string(),
  lines: z.array(orderLineSchema),
  subtotal: z.number().optional(),
  total_price: z.number(),
  user_rank: z.object({ id: z.string(), name: z.string() }).nullable(),
  sales: z.array(saleSchema),
});
export const cartResponseSchema = z.object({ cart: cartSchema });
export const cartCodeResponseSchema = z.object({ cart_code: z.string() });

const partySchema = z.object({
  name: z.string(),
  email: z.string(),
  tel: z.string().optional(),
  ...postalAddressFields,
});

/** docs/rules/cart-and-checkout.md delivery method of a unit (chosen) or of the selections. */
export const deliveryMethodSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  delivery_fee: z.number(),
  /** A fee charged whatever the goods total: the method is never free. */
  force_delivery_fee: z.boolean().optional(),
  /**
   * docs/rules/cart-and-checkout.md#free-delivery-threshold: the unit's goods total (tax
   * included) from which this method is free; absent when the shop set none.
   */
  delivery_fee_free_minimum_price: freeDeliveryMinimumSchema,
  description: z.string().optional(),
  delivery_date: z.string().optional(),
  delivery_time: z.string().optional(),
  required_delivery_date: z.boolean().optional(),
  required_delivery_time: z.boolean().optional(),
  delivery_time_selections: z.array(z.string()).optional(),
  delivery_date_selections: z.array(z.string()).optional(),
  /** docs/rules/cart-and-checkout.md#delivery-by-temperature: the temperatures it keeps. */
  temperature_classes: z.array(z.string()).optional(),
  /**
   * Selections for a delivery unit: false when the method cannot keep the unit's goods at their
   * temperature; `unavailable_reason` then names that temperature.
   */
  available: z.boolean().optional(),
  unavailable_reason: z.string().nullable().optional(),
});

/**
 * The account a bank transfer is paid into, as a payment profile's `option` carries it
 * (docs/rules/cart-and-checkout.md#bank-transfer): every text in the caller's language (the
 * holder in katakana for Japanese, romanised for English) and the days the buyer has to pay.
 */
export const bankTransferAccountSchema = z.object({
  bank_name: z.string().min(1),
  branch_name: z.string().min(1),
  account_type: z.string().min(1),
  account_number: z.string().min(1),
  account_holder: z.string().min(1),
  transfer_days: z.number().int().positive().optional(),
});
export type BankTransferAccount = z.infer<typeof bankTransferAccountSchema>;

/** docs/rules/cart-and-checkout.md payment profile. */
export const paymentProfileSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  payment_fee: z.number().optional(),
  description: z.string().optional(),
  /**
   * The profile's own settings; only a bank transfer's account is read. Anything else the
   * upstream keeps there (another method's settings) is dropped, never a reason to refuse the
   * answer it came in. (A preprocess, not `.catch`: the OpenAPI document the BFF builds at boot
   * knows pipes, not catches.)
   */
  option: z.preprocess(
    (value) => (bankTransferAccountSchema.safeParse(value).success ? value : undefined),
    bankTransferAccountSchema.optional(),
  ),
});

/** docs/rules/cart-and-checkout.md temporary order, with the parts the checkout screens show. */
export const orderSchema = z.object({
  orderId: z.string(),
  temporary_order_id: z.string(),
  purchaser: partySchema.nullable().optional(),
  reciever: partySchema.nullable().optional(),
  delivery_units: z.array(
    z.object({
      delivery_unit_no: z.number().int(),
      temperature_class: z.string().optional(),
      lines: z.array(orderLineSchema).optional(),
      delivery_method: deliveryMethodSchema.nullable().optional(),
    }),
  ),
  issued_coupons: z
    .array(
      z.object({
        secret: z.string(),
        discount_amount: z.number(),
        // The incentive, so the applied coupon says its value and maximum beside the discount.
        coupon: z
          .object({
            id: z.string(),
            code: z.string(),
            name: z.string(),
            incentive_value_type: z.enum(['percent', 'absolute']).optional(),
            incentive_value: z.number().optional(),
            maximum_discount_pirce: z.number().nullable().optional(),
          })
          .nullable(),
      }),
    )
    .optional(),
  payment_profile: paymentProfileSchema.nullable().optional(),
  use_point_amount: z.number().optional(),
  issue_points: z.object({ point_amount: z.number() }).optional(),
  sales: z.array(saleSchema).optional(),
  option_group: optionGroupSchema.nullable().optional(),
  site_options: z.array(lineOptionSchema).optional(),
  subtotal: z.number().optional(),
  total_price: z.number(),
  taxes: z.array(
    z.object({ tax_rate: z.number(), tax: z.number(), price_tax_included: z.number() }),
  ),
  completed: z.record(z.string(), z.boolean()),
  guest_purchaser: z.boolean().optional(),
});
export const orderResponseSchema = z.object({ order: orderSchema });

/**
 * What a finished order may carry beside its number and total (history, guest look-up, payment
 * change): the temporary order's parts the order screens show (shared/cart/order-money), never
 * its temporary ids.
 */
export const placedOrderParts = orderSchema
  .omit({ orderId: true, temporary_order_id: true, delivery_units: true, total_price: true })
  .partial().shape;
/** A finished order's delivery unit: its method and lines as ordered. */
export const placedUnitSchema = z.object({
  delivery_unit_no: z.number().int().optional(),
  temperature_class: z.string().optional(),
  delivery_method: deliveryMethodSchema.nullable().optional(),
});

/** Commit: an order number, or (card) a 3-D Secure redirect to complete first. */
export const orderCommitResponseSchema = z.union([
  z.object({
    redirect: z.literal(true),
    sbps_authorize_url: z.string(),
    order_number: z.string(),
    three_d_secure_context: z.string(),
  }),
  z.object({ order_number: z.string(), guest_order_password: z.string().optional() }),
]);

/**
 * Points by when they can be used (docs/rules/cart-and-checkout.md#points): an amount and its
 * `usable_period` (ISO instants; a missing end means the points do not expire).
 */
const pointUsablePeriodSchema = z
  .object({
    begin_at: z.string().nullable().optional(),
    end_at: z.string().nullable().optional(),
  })
  .nullable()
  .optional();
/**
 * A `begin_at` still ahead is points not usable yet: what an order earned and is not confirmed
 * (`unconfirmed_point_amount`), usable from then.
 */
export const pointBalanceDetailSchema = z.object({
  point_amount: z.number().int(),
  usable_period: pointUsablePeriodSchema,
});
export type PointBalanceDetail = z.infer<typeof pointBalanceDetailSchema>;

export const pointBalanceResponseSchema = z.object({
  point_amount: z.number().int(),
  unconfirmed_point_amount: z.number().int(),
  details: z.array(pointBalanceDetailSchema),
});
export const pointHistoryResponseSchema = list(
  'point_histories',
  z.object({
    order_number: z.string().nullable(),
    occurred_at: z.string(),
    /**
     * What changed the balance: the points (negative when used) and the reason, in the caller's
     * language; points granted may say when they are usable (from when an order's are confirmed).
     */
    details: z.array(
      z.object({
        point_amount: z.number(),
        reason: z.string().nullable().optional(),
        usable_period: pointUsablePeriodSchema,
      }),
    ),
  }),
);

/** A finished order as history, guest look-up and payment change answer it (docs/rules/cart-and-checkout.md Order). */
export const placedOrderSchema = z.object({
  ...placedOrderParts,
  order_number: z.string(),
  ordered_at: z.string().optional(),
  payment_status: z.string(),
  total_price: z.number(),
  payment_profile: paymentProfileSchema.nullable().optional(),
  delivery_units: z
    .array(placedUnitSchema.extend({ lines: z.array(orderLineSchema).optional() }))
    .optional(),
});
export const placedOrderResponseSchema = z.object({ order: placedOrderSchema });
/** `order/getChangePayment` and `putChangePayment`: the order and the payment methods it may change to. */
export const changePaymentResponseSchema = z.object({
  order: placedOrderSchema,
  payment_profiles: z.array(paymentProfileSchema).optional(),
});
/** docs/rules/cart-and-checkout.md order history: the member's finished orders. */
export const orderHistoryResponseSchema = z.object({
  orders: z.array(placedOrderSchema),
  hit: z.number().int().min(0).optional(),
});
