import { z } from 'zod';
import { itemSchema } from './items';

/**
 * `data` shapes of upstream successes beyond account and item list (docs/upstream.md). Loose
 * objects: the fields the product reads are pinned, anything else passes through.
 */
const list = <K extends string, T extends z.ZodTypeAny>(key: K, row: T) =>
  z.looseObject({ [key]: z.array(row), hit: z.number().int().min(0).optional() } as {
    [P in K]: z.ZodArray<T>;
  } & { hit: z.ZodOptional<z.ZodNumber> });

export const itemsResponseSchema = list('items', itemSchema);

export const categorySchema = z.looseObject({
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
export const categoryTreesResponseSchema = z.looseObject({ trees: z.array(categoryNodeSchema) });

export const variationResponseSchema = list(
  'variations',
  z.looseObject({
    code: z.string(),
    name: z.string(),
    selections: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
);

/**
 * Favorite (docs/rules/lists-and-requests.md#favourites): skuId, option, labels (+ the item, when
 * it still exists).
 */
export const favoriteListResponseSchema = list(
  'favorites',
  z.looseObject({
    skuId: z.string(),
    option: z.unknown(),
    labels: z.array(z.string()),
    item: itemSchema.nullable(),
  }),
);
export const toggleResponseSchema = z.looseObject({ added: z.boolean() });

export const reviewSchema = z.looseObject({
  id: z.string(),
  item_id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  isPublished: z.boolean(),
  isConfirmed: z.boolean(),
});
export const reviewListResponseSchema = list('reviews', reviewSchema);

/**
 * Newsletters, catalogues, specials and local specialities (docs/upstream.md#site-and-utilities),
 * bilingual.
 */
export const contentSchema = z.looseObject({
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
});
export const newsSchema = z.looseObject({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  title_en: z.string(),
  post_date: z.string(),
});
export const contentsListResponseSchema = list('contents', contentSchema);
export const contentsDetailResponseSchema = z.looseObject({ content: contentSchema });
export const newsListResponseSchema = list('news', newsSchema);
export const newsDetailResponseSchema = z.looseObject({ news: newsSchema });

/** zipSearchApi (docs/upstream.md#site-and-utilities): prefecture_id 0 means not found. */
export const zipSearchResponseSchema = z.object({
  prefecture_id: z.number().int().min(0).max(47),
  prefecture: z.string(),
  address1: z.string(),
  address2: z.string(),
});

export const customMasterResponseSchema = z.looseObject({
  options: z.array(z.looseObject({ code: z.string(), name: z.string(), name_en: z.string() })),
});

export const calendarResponseSchema = z.looseObject({
  calendar: z.array(
    z.object({
      year: z.number().int(),
      month: z.number().int(),
      day: z.number().int(),
      order_processing: z.boolean(),
    }),
  ),
});

export const idResponseSchema = z.looseObject({ id: z.string() });

/**
 * Cart (docs/rules/cart-and-checkout.md#cart): cart_code, lines (item.skus, order_quantity,
 * options), total_price.
 */
export const cartSchema = z.looseObject({
  cart_code: z.string(),
  lines: z.array(
    z.looseObject({
      line_id: z.string(),
      item: z.looseObject({ id: z.string(), skus: z.looseObject({ id: z.string() }) }).nullable(),
      order_quantity: z.number().int(),
      options: z.array(z.unknown()),
      sell_price_tax_included: z.number(),
    }),
  ),
  total_price: z.number(),
  user_rank: z.unknown(),
  sales: z.array(z.unknown()),
});
export const cartResponseSchema = z.looseObject({ cart: cartSchema });
export const cartCodeResponseSchema = z.looseObject({ cart_code: z.string() });

/** Temporary order (docs/rules/cart-and-checkout.md#temporary-order). */
export const orderSchema = z.looseObject({
  orderId: z.string(),
  temporary_order_id: z.string(),
  delivery_units: z.array(z.looseObject({ delivery_unit_no: z.number().int() })),
  total_price: z.number(),
  taxes: z.array(
    z.object({ tax_rate: z.number(), tax: z.number(), price_tax_included: z.number() }),
  ),
  completed: z.record(z.string(), z.boolean()),
});
export const orderResponseSchema = z.looseObject({ order: orderSchema });

/** Commit: an order number, or (card) a 3-D Secure redirect to complete first. */
export const orderCommitResponseSchema = z.union([
  z.looseObject({
    redirect: z.literal(true),
    sbps_authorize_url: z.string(),
    order_number: z.string(),
    three_d_secure_context: z.string(),
  }),
  z.looseObject({ order_number: z.string(), guest_order_password: z.string().optional() }),
]);

export const pointBalanceResponseSchema = z.looseObject({
  point_amount: z.number().int(),
  unconfirmed_point_amount: z.number().int(),
  details: z.array(z.unknown()),
});
export const pointHistoryResponseSchema = list(
  'point_histories',
  z.looseObject({
    order_number: z.string().nullable(),
    occurred_at: z.string(),
    details: z.array(z.unknown()),
  }),
);
export const orderHistoryResponseSchema = list(
  'orders',
  z.looseObject({ order_number: z.string(), payment_status: z.string(), total_price: z.number() }),
);
