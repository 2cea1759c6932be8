import type { Language } from '../bff/language';

/** One named part of a SKU's variation as the upstream gives it ('内容量' / 'Net weight': '120g'). */
export type SkuVariation = {
  variation_name?: string;
  variation_name_en?: string;
  selection_name: string;
  selection_name_en?: string;
};

/** A text field of an upstream object, or undefined when it is absent, blank or not text. */
const textOf = (entry: object, key: string): string | undefined => {
  const value: unknown = Reflect.get(entry, key);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/**
 * The named parts of a SKU's variation (UI.md "Prices, quantities and rules"). The contract leaves
 * `variation` unknown (its shape varies by shop), so each entry is read field by field instead of
 * trusted as a shape: an entry without a selection name says nothing a reader can use and is left
 * out. The one reader of it for the web's screens and the BFF's mails.
 */
export const skuVariations = (variation: unknown): SkuVariation[] => {
  const entries: unknown[] = Array.isArray(variation) ? variation : [];
  return entries.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const selection = textOf(entry, 'selection_name');
    if (!selection) return [];
    return [
      {
        variation_name: textOf(entry, 'variation_name'),
        variation_name_en: textOf(entry, 'variation_name_en'),
        selection_name: selection,
        selection_name_en: textOf(entry, 'selection_name_en'),
      },
    ];
  });
};

/**
 * The parts in one language: English reads the `_en` fields and falls back to the Japanese where
 * the upstream gives none; Japanese reads the plain fields.
 */
export const variationParts = (
  variation: unknown,
  language: Language,
): { name?: string; value: string }[] =>
  skuVariations(variation).map((v) => ({
    name: (language === 'en' && v.variation_name_en) || v.variation_name,
    value: (language === 'en' && v.selection_name_en) || v.selection_name,
  }));

/**
 * A name and its value with the language's punctuation: 'Net weight: 500g' / 「内容量：500g」
 * (Japanese takes the full-width colon, no space), so a Japanese text shows no English typography.
 */
export const labelled = (name: string, value: string, language: Language): string =>
  language === 'jp' ? `${name}：${value}` : `${name}: ${value}`;

/** Between facts run together: ' · ' in English, 「・」 in Japanese. */
export const factSeparator = (language: Language): string => (language === 'jp' ? '・' : ' · ');

/**
 * A SKU named by what differs (UI.md "Prices, quantities and rules"): 'Net weight: 500g · Colour:
 * indigo' / 「内容量：500g・カラー：藍色」; null when the upstream names nothing.
 */
export const variationText = (variation: unknown, language: Language): string | null => {
  const parts = variationParts(variation, language).map(({ name, value }) =>
    name ? labelled(name, value, language) : value,
  );
  return parts.length > 0 ? parts.join(factSeparator(language)) : null;
};
