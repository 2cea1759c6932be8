import { foldForSearch } from './fold';

/**
 * What buyers type and what the catalogue calls it, one small table per language
 * (docs/rules/search.md#keywords): a word also finds the products its synonyms find. Keys are
 * lower-case search words; values are words or phrases as they stand in product, category or
 * certification texts (either language).
 */
const japanese: Record<string, readonly string[]> = {
  お茶: ['緑茶', '日本茶'],
  茶: ['緑茶', '日本茶'],
  ステーキ: ['和牛', '牛肉'],
  牛: ['和牛', '牛肉'],
  ビーフ: ['和牛', '牛肉'],
  肉: ['食肉', '和牛'],
  ナイフ: ['包丁'],
  和包丁: ['包丁'],
  刃物: ['包丁', '鋏'],
  ハラル: ['ハラール'],
  ハサップ: ['haccp'],
  お酒: ['日本酒', '焼酎', '梅酒', 'ウイスキー'],
  酒: ['日本酒', '焼酎', '梅酒', 'ウイスキー'],
  オーガニック: ['有機'],
  有機: ['オーガニック'],
  魚: ['水産物', 'ぶり', '鰤'],
  海産物: ['水産物'],
  麺: ['うどん', 'そば', '蕎麦'],
  ラーメン: ['麺'],
  お菓子: ['菓子', '和菓子'],
  器: ['食器', '磁器', '漆器'],
  焼き物: ['有田焼', '磁器'],
  化粧品: ['スキンケア'],
};

const english: Record<string, readonly string[]> = {
  steak: ['wagyu', 'beef'],
  beef: ['wagyu'],
  meat: ['wagyu', 'beef'],
  kobe: ['wagyu'],
  knife: ['包丁', 'santoku'],
  knives: ['knife', '包丁', 'santoku'],
  steaks: ['wagyu', 'beef'],
  teas: ['tea', 'green tea', '緑茶'],
  snacks: ['sweets', 'rice crackers', 'wagashi'],
  cutlery: ['knife', 'shears'],
  tea: ['green tea', '緑茶'],
  halal: ['ハラール'],
  alcohol: ['sake', 'shochu', 'whisky', 'umeshu', 'spirits'],
  liquor: ['sake', 'shochu', 'whisky', 'umeshu', 'spirits'],
  'rice wine': ['sake'],
  wine: ['sake', 'plum wine'],
  organic: ['有機', 'organic'],
  seafood: ['fish', 'scallop', 'yellowtail', 'bonito flakes', 'nori'],
  fish: ['yellowtail', 'bonito flakes'],
  noodle: ['noodles', 'udon', 'soba'],
  ramen: ['noodles'],
  snack: ['sweets', 'rice crackers', 'wagashi'],
  confectionery: ['sweets', 'wagashi'],
  candy: ['konpeito'],
  ceramics: ['porcelain', 'arita'],
  pottery: ['porcelain', 'arita'],
  tableware: ['porcelain', 'lacquerware', 'chopsticks', 'glassware'],
  cosmetics: ['skincare', 'hair oil'],
  beauty: ['skincare'],
  kimono: ['textiles', 'tenugui'],
};

/**
 * Words that say nothing on a marketplace where everything is from Japan: "Japanese knife" is a
 * knife. Dropped when other words remain; searched as they are when alone.
 */
const everywhere = new Set(['japanese', 'japan', 'from', 'made', 'in', '日本', '日本の', '国産']);

/**
 * The tables as searched: keys and values folded as keywords and product texts are (fold.ts), so
 * すてーき finds what ステーキ finds. Built once.
 */
const folded = (table: Record<string, readonly string[]>): Map<string, readonly string[]> =>
  new Map(Object.entries(table).map(([k, v]) => [foldForSearch(k), v.map(foldForSearch)]));
const japaneseFolded = folded(japanese);
const englishFolded = folded(english);
const everywhereFolded = new Set([...everywhere].map(foldForSearch));

const synonymsOf = (word: string): readonly string[] => [
  word,
  ...(japaneseFolded.get(word) ?? []),
  ...(englishFolded.get(word) ?? []),
];

/**
 * Each search word with the alternatives that also count for it (the word first), the words that
 * say nothing left out when others remain; two-word phrases of the tables ("rice wine") are
 * taken together. `words` are folded (keyword.ts keywordWords); every alternative is folded too,
 * as the product texts are compared.
 */
export const wordAlternatives = (words: readonly string[]): string[][] => {
  const meaningful = words.filter((w) => !everywhereFolded.has(w));
  const kept = meaningful.length > 0 ? meaningful : [...words];
  const out: string[][] = [];
  for (let i = 0; i < kept.length; i += 1) {
    const pair = `${kept[i]} ${kept[i + 1] ?? ''}`;
    if (kept[i + 1] !== undefined && (englishFolded.has(pair) || japaneseFolded.has(pair))) {
      out.push([pair, ...synonymsOf(pair)]);
      i += 1;
      continue;
    }
    out.push([...new Set(synonymsOf(kept[i]!).map((w) => w.toLowerCase()))]);
  }
  return out;
};
