import { parseKeywordParam } from '@kakehashi/contracts';
import { categories } from '../seed/categories';
import type { Seed } from '../seed/index';
import { perSeed } from '../seed/lookup';
import type { Product } from '../seed/products';
import { certifications } from '../seed/certifications';
import { foldForSearch } from './fold';
import { searchTerms } from './search-terms';
import { wordAlternatives } from './synonyms';

/**
 * docs/rules/search.md#search-state-in-the-url keyword: comma-separated entries `group:text:field1|field2`; plain text (no colon)
 * searches every text field. Words split by spaces (ASCII or full-width) must all match. How a
 * plain keyword ranks and falls back is docs/rules/search.md "Keywords".
 */
const textFields: Record<string, (p: Product) => string> = {
  name: (p) => `${p.name} ${p.name_en}`,
  description: (p) =>
    `${String(p.custom.description ?? '')} ${String(p.custom.description_en ?? '')}`,
  supplier: (p) =>
    `${String(p.custom.supplier_name_jp ?? '')} ${String(p.custom.supplier_name_en ?? '')}`,
  code: (p) => `${p.code} ${String(p.custom.jancd ?? '')} ${String(p.custom.hscd ?? '')}`,
  materials: (p) => String(p.custom.materials ?? ''),
  category: (p) => categoryNames(p).join(' '),
};

const categoryNames = (p: Product): string[] =>
  categories.filter((c) => p.category_codes.includes(c.code)).flatMap((c) => [c.name, c.name_en]);

/** The names of the product's certifications in both languages: "halal" and ハラール find it. */
const certificationNames = (p: Product): string[] => {
  const codes = [
    ...((p.custom.cettifications as string[] | undefined) ?? []),
    ...((p.custom.cettificationsJapan as string[] | undefined) ?? []),
  ];
  return certifications.filter((c) => codes.includes(c.code)).flatMap((c) => [c.name, c.name_en]);
};

/** How well a product matches a plain keyword: by name, by a category it is in, by other text. */
export type MatchTier = 'name' | 'category' | 'text';

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

/** Lower-cased search words: split on ASCII or full-width (U+3000) spaces, empties dropped. */
export const searchWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[\s\u3000]+/)
    .filter(Boolean);

const latin = /^[a-z0-9]/;
const wordChar = /[a-z0-9]/;

/**
 * A Latin word matches at the start of a word ("tea" finds "Green Tea", not "steak"); Japanese,
 * written without spaces, matches anywhere.
 */
export const containsWord = (text: string, word: string): boolean => {
  if (!latin.test(word)) return text.includes(word);
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (at === 0 || !wordChar.test(text[at - 1] ?? '')) return true;
  }
  return false;
};

/**
 * The words of a keyword as they are compared: folded (fold.ts: width, case, katakana as
 * hiragana), then split as searchWords splits them.
 */
export const keywordWords = (text: string): string[] => searchWords(foldForSearch(text));

/**
 * A product's search texts, folded (fold.ts) and joined once: the name alone, name and categories,
 * and everything. Joined per search instead, every product's texts were copied and flattened on
 * every keyword search: most of the mock's time under the soak's load. Folding happens here too,
 * once per product, so a folded keyword costs no more than a plain one.
 */
type Texts = { name: string; nameAndCategory: string; all: string };
const textsCache = new WeakMap<Product, Texts>();
const textsOf = (p: Product): Texts => {
  let t = textsCache.get(p);
  if (t === undefined) {
    const name = foldForSearch(`${textFields.name?.(p)} ${(searchTerms[p.kind] ?? []).join(' ')}`);
    const category = foldForSearch(categoryNames(p).join(' '));
    const text = foldForSearch(
      [
        ...['description', 'supplier', 'code'].map((f) => textFields[f]?.(p) ?? ''),
        ...certificationNames(p),
      ].join(' '),
    );
    t = { name, nameAndCategory: `${name} ${category}`, all: `${name} ${category} ${text}` };
    textsCache.set(p, t);
  }
  return t;
};

/**
 * The folded text of an entry's fields (`text:name|code`), joined, worked out on first use and
 * kept per product and field list.
 */
const fieldTextsCache = new WeakMap<Product, Map<string, string>>();
const fieldsTextOf = (p: Product, fields: readonly string[]): string => {
  let texts = fieldTextsCache.get(p);
  if (texts === undefined) fieldTextsCache.set(p, (texts = new Map()));
  const key = fields.join('|');
  let text = texts.get(key);
  if (text === undefined) {
    text = foldForSearch(fields.map((f) => textFields[f]?.(p) ?? '').join(' '));
    texts.set(key, text);
  }
  return text;
};

/**
 * Where a search word is found in a product's texts, worked out once per word and product (the
 * seed never changes): a repeated keyword search costs a byte read per product instead of a scan
 * of its texts. Bits of `found…`; 0 = not worked out yet. Per seed and word a byte per product, by
 * the product's place in its seed; the oldest words are forgotten past `maxWords`.
 */
const worked = 1;
const foundAnywhere = 2;
const foundInName = 4;
const foundInNameOrCategory = 8;
const maxWords = 500;

type WordTables = { numbers: Map<Product, number>; places: Map<string, Uint8Array> };
/** The seed's own tables: they go with the seed, and one seed's words never grow another's. */
const wordTablesOf = perSeed((seed): WordTables => ({
  numbers: new Map(seed.products.map((p, n) => [p, n])),
  places: new Map(),
}));

const placesWorkedOut = (p: Product, word: string): number => {
  const texts = textsOf(p);
  return (
    worked |
    (containsWord(texts.all, word) ? foundAnywhere : 0) |
    (containsWord(texts.name, word) ? foundInName : 0) |
    (containsWord(texts.nameAndCategory, word) ? foundInNameOrCategory : 0)
  );
};

const placesOf = (tables: WordTables, p: Product, word: string): number => {
  const n = tables.numbers.get(p);
  if (n === undefined) return placesWorkedOut(p, word); // not of this seed: nothing to keep
  let places = tables.places.get(word);
  if (places === undefined) {
    if (tables.places.size >= maxWords) tables.places.delete(tables.places.keys().next().value!);
    tables.places.set(word, (places = new Uint8Array(tables.numbers.size)));
  }
  if (places[n] === 0) places[n] = placesWorkedOut(p, word);
  return places[n]!;
};

/**
 * Whether every word is found in the product's texts where `bit` says: a word is found when any
 * of its alternatives (itself, its synonyms) is.
 */
const everyWordFound = (
  tables: WordTables,
  p: Product,
  words: readonly string[][],
  bit: number,
): boolean => {
  for (const alternatives of words)
    if (!alternatives.some((word) => (placesOf(tables, p, word) & bit) !== 0)) return false;
  return true;
};

/** Builds every product's search texts now, so the first keyword search answers fast. */
export const prepareKeywordTexts = (products: readonly Product[]): void => {
  for (const p of products) textsOf(p);
};

export type KeywordMatcher = {
  /** The best tier at which every entry matches, or null when the product does not match. */
  tier: (p: Product) => MatchTier | null;
};

const tierOrder: MatchTier[] = ['name', 'category', 'text'];

/**
 * Every entry must match; words split by spaces (ASCII or full-width) must all be found. `seed`
 * holds the products to be matched (where the worked-out places are kept).
 */
export const keywordMatcher = (
  raw: string | undefined,
  seed: Seed,
): KeywordMatcher | null | { bad: string } => {
  const entries = parseKeyword(raw);
  if ('bad' in entries) return entries;
  const unknown = unknownField(entries);
  if (unknown)
    return { bad: `unknown keyword field "${unknown}" (${Object.keys(textFields).join(', ')})` };
  if (entries.length === 0) return null;
  const prepared = entries.map((e) => ({
    words: wordAlternatives(keywordWords(e.text)),
    fields: e.fields,
  }));
  const tables = wordTablesOf(seed);
  const entryTier = (p: Product, words: string[][], fields: string[]): number => {
    if (fields.length > 0) {
      const text = fieldsTextOf(p, fields);
      return words.every((alternatives) => alternatives.some((w) => containsWord(text, w)))
        ? 0
        : -1;
    }
    if (!everyWordFound(tables, p, words, foundAnywhere)) return -1;
    if (everyWordFound(tables, p, words, foundInName)) return 0;
    return everyWordFound(tables, p, words, foundInNameOrCategory) ? 1 : 2;
  };
  return {
    tier: (p) => {
      let worst = 0;
      for (const { words, fields } of prepared) {
        const t = entryTier(p, words, fields);
        if (t < 0) return null;
        worst = Math.max(worst, t);
      }
      return tierOrder[worst] ?? null;
    },
  };
};
