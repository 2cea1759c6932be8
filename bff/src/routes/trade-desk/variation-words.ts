import type { Item } from '@kakehashi/contracts';

type Sku = Pick<Item['skus'][number], 'id' | 'code' | 'variation'>;

/** A text field of an upstream object, or undefined when it is absent, empty or not text. */
const textOf = (entry: object, key: string): string | undefined => {
  const value: unknown = Reflect.get(entry, key);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/**
 * A SKU's variation in Japanese and in English, for the supplier's text of a quote
 * (docs/rules/trade-desk.md#quote-requests): what differs, named and valued —「内容量：120g」 and
 * 'Net weight: 120g' — the parts run together with 「・」 and ' · ', English falling back to the
 * Japanese where the upstream gives no English. The contract leaves `variation` unknown (its shape
 * varies by shop), so each entry is read field by field; an entry without a selection name says
 * nothing and is left out. Null when the upstream names nothing (the SKU's code then says it).
 */
export const variationWords = (sku: Sku): { ja: string; en: string } | null => {
  const entries: unknown[] = Array.isArray(sku.variation) ? sku.variation : [];
  const parts = entries.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const value = textOf(entry, 'selection_name');
    if (!value) return [];
    const name = textOf(entry, 'variation_name');
    const valueEn = textOf(entry, 'selection_name_en') ?? value;
    const nameEn = textOf(entry, 'variation_name_en') ?? name;
    return [
      {
        ja: name ? `${name}：${value}` : value,
        en: nameEn ? `${nameEn}: ${valueEn}` : valueEn,
      },
    ];
  });
  if (parts.length === 0) return null;
  return {
    ja: parts.map((p) => p.ja).join('・'),
    en: parts.map((p) => p.en).join(' · '),
  };
};

/** The SKU's code for the supplier to find it by (its id when the upstream gives no code). */
export const skuReference = (sku: Sku): string => sku.code || sku.id;
