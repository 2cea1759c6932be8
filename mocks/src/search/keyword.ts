import { parseKeywordParam } from '@kakehashi/contracts';
import type { Product } from '../seed/products';

/**
 * Keyword (docs/rules/search.md#keyword): comma-separated entries `group:text:field1|field2`; plain
 * text (no colon) searches every text field. Words split by spaces (ASCII or full-width) must all
 * match.
 */
const textFields: Record<string, (p: Product) => string> = {
  name: (p) => `${p.name} ${p.name_en}`,
  description: (p) =>
    `${String(p.custom.description ?? '')} ${String(p.custom.description_en ?? '')}`,
  supplier: (p) =>
    `${String(p.custom.supplier_name_jp ?? '')} ${String(p.custom.supplier_name_en ?? '')}`,
  code: (p) => `${p.code} ${String(p.custom.jancd ?? '')} ${String(p.custom.hscd ?? '')}`,
  materials: (p) => String(p.custom.materials ?? ''),
};

type Entry = { text: string; fields: string[] };

/**
 * Reads the keyword with the URL codec's own parser (contracts search-query), so the mock
 * understands exactly what the BFF sends. Text without any `:` is a plain keyword.
 */
const parseKeyword = (raw: string | undefined): Entry[] | { bad: string } => {
  if (!raw || raw.trim() === '') return [];
  if (!raw.includes(':')) return [{ text: raw, fields: [] }];
  const { value, dropped } = parseKeywordParam(raw);
  if (dropped.length > 0) return { bad: `${dropped[0]?.entry}: ${dropped[0]?.reason}` };
  return (value ?? []).map((e) => ({ text: e.text, fields: e.fields }));
};

const unknownField = (entries: Entry[]): string | undefined =>
  entries.flatMap((e) => e.fields).find((f) => !(f in textFields));

const haystackCache = new WeakMap<Product, string>();
const haystack = (p: Product): string => {
  let h = haystackCache.get(p);
  if (h === undefined) {
    h = Object.values(textFields)
      .map((f) => f(p))
      .join(' ')
      .toLowerCase();
    haystackCache.set(p, h);
  }
  return h;
};

/** Lower-cased search words: split on ASCII or full-width (U+3000) spaces, empties dropped. */
export const searchWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[\s\u3000]+/)
    .filter(Boolean);

/** Every entry must match; words split by spaces (ASCII or full-width) must all be found. */
export const keywordMatcher = (
  raw: string | undefined,
): ((p: Product) => boolean) | null | { bad: string } => {
  const entries = parseKeyword(raw);
  if ('bad' in entries) return entries;
  const unknown = unknownField(entries);
  if (unknown)
    return { bad: `unknown keyword field "${unknown}" (${Object.keys(textFields).join(', ')})` };
  if (entries.length === 0) return null;
  const prepared = entries.map((e) => ({
    words: searchWords(e.text),
    fields: e.fields,
  }));
  return (p) =>
    prepared.every(({ words, fields }) => {
      const text =
        fields.length === 0
          ? haystack(p)
          : fields
              .map((f) => textFields[f]?.(p) ?? '')
              .join(' ')
              .toLowerCase();
      return words.every((w) => text.includes(w));
    });
};
