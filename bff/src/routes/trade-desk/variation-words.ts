import { variationText, type Item } from '@kakehashi/contracts';

type Sku = Pick<Item['skus'][number], 'id' | 'code' | 'variation'>;

/**
 * A SKU's variation in Japanese and in English, for the supplier's text of a quote
 * (docs/rules/trade-desk.md#quote-requests): what differs, named and valued —「内容量：120g」 and
 * 'Net weight: 120g' — the parts run together with 「・」 and ' · ', English falling back to the
 * Japanese where the upstream gives no English (variationText, the one reader of the upstream's
 * loosely typed variation). Null when the upstream names nothing (the SKU's code then says it).
 */
export const variationWords = (sku: Sku): { ja: string; en: string } | null => {
  const ja = variationText(sku.variation, 'jp');
  return ja === null ? null : { ja, en: variationText(sku.variation, 'en') ?? ja };
};

/** The SKU's code for the supplier to find it by (its id when the upstream gives no code). */
export const skuReference = (sku: Sku): string => sku.code || sku.id;
