import { z } from 'zod';
import { freeDeliveryMinimumSchema } from './free-delivery';

/** docs/rules/accounts.md#sign-in-modes: the two authentication types a site can be set to. */
export const authModes = ['password', 'email_two_factor_authentication'] as const;
export const authModeSchema = z.enum(authModes);
export type AuthMode = z.infer<typeof authModeSchema>;

/**
 * docs/rules/errors-and-messages.md#placeholders: code → message table, one per language; messages
 * may hold `{}` placeholders.
 */
export const errorMessageTableSchema = z.record(z.string(), z.string());

/**
 * docs/rules/search.md#full-page-reload: the areas whose search state a site may set to change
 * with a full page load instead of the app's own navigation (products and suppliers; newsletters
 * and catalogues). Off unless the site says true.
 */
export const fullReloadAreas = ['search', 'news'] as const;
export type FullReloadArea = (typeof fullReloadAreas)[number];
export const fullReloadSchema = z.partialRecord(z.enum(fullReloadAreas), z.boolean());

/**
 * `site/get` data (docs/upstream.md#site-and-utilities): the authentication type, page sizes, the
 * free-delivery threshold, the error-message tables in Japanese and English and the generic
 * fetch-error and no-data codes.
 */
export const siteSettingsSchema = z.object({
  authentication_type: authModeSchema,
  api_method: z.literal('POST').optional(),
  site: z.object({
    name: z.string(),
    name_en: z.string().optional(),
    item: z.object({ count: z.number().int().positive() }),
    newsListLimit: z.number().int().positive(),
    contentsSearchLimit: z.number().int().positive(),
    viewedItemsLimit: z.number().int().positive().optional(),
    recommendLimit: z.number().int().positive().optional(),
    rankingLimit: z.number().int().positive().optional(),
    searchHitMax: z.number().int().positive().optional(),
    fullReload: fullReloadSchema.optional(),
    /**
     * The shop's free-delivery threshold for room-temperature parcels, which the cart states
     * before any order exists (docs/rules/cart-and-checkout.md#free-delivery-threshold). The
     * same value as its standard delivery method's `delivery_fee_free_minimum_price`.
     */
    deliveryFeeFreeMinimumPrice: freeDeliveryMinimumSchema,
  }),
  error_messages: z.object({ ja: errorMessageTableSchema, en: errorMessageTableSchema }),
  fetch_error_code: z.string(),
  no_data_code: z.string().optional(),
  default_tax_rate: z.number().optional(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
