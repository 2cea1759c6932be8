import { pageLanguageOf, type Language } from '../../bff/language';
import { countryTable } from './country-table';

/** A country or region a buyer may be based in, named in both languages. */
export type Country = { code: string; en: string; ja: string };

/**
 * Registration `country{code,name}` (docs/rules/accounts.md#sign-up): every ISO 3166-1 alpha-2
 * region with its English and Japanese name (CLDR), sorted by English name.
 */
export const countries: readonly Country[] = countryTable.map(([code, en, ja]) => ({
  code,
  en,
  ja,
}));

const byCode = new Map(countries.map((country) => [country.code, country]));

/** The country with this ISO code, or undefined. */
export const findCountry = (code: string): Country | undefined => byCode.get(code.toUpperCase());

/**
 * The readings (in kana) of the kanji that begin some Japanese names, so a Japanese list is in
 * 50音 order (中国 under ち, 韓国 under か) rather than with every kanji name after the kana ones.
 * The longest match wins (北朝鮮 before 北).
 */
const kanjiReadings: ReadonlyArray<readonly [string, string]> = [
  ['合衆国領有小離島', 'がっしゅうこくりょうゆうしょうりとう'],
  ['中央', 'ちゅうおう'],
  ['中国', 'ちゅうごく'],
  ['北朝鮮', 'きたちょうせん'],
  ['南極', 'なんきょく'],
  ['米領', 'べいりょう'],
  ['英領', 'えいりょう'],
  ['仏領', 'ふつりょう'],
  ['赤道', 'せきどう'],
  ['香港', 'ほんこん'],
  ['日本', 'にほん'],
  ['韓国', 'かんこく'],
  ['台湾', 'たいわん'],
  ['北', 'きた'],
  ['南', 'みなみ'],
  ['東', 'ひがし'],
  ['西', 'にし'],
];

const sortKey = (name: string, lang: Language): string => {
  if (lang !== 'jp') return name;
  const reading = kanjiReadings.find(([kanji]) => name.startsWith(kanji));
  return reading ? reading[1] + name.slice(reading[0].length) : name;
};

const collators = new Map<Language, Intl.Collator>();
const collatorFor = (lang: Language): Intl.Collator => {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(pageLanguageOf(lang), { sensitivity: 'base' });
    collators.set(lang, collator);
  }
  return collator;
};

/**
 * The form's option list `{code, name}` in one language, in that language's order
 * (docs/rules/accounts.md#sign-up): English alphabetical, Japanese 50音 (katakana and the
 * readings of kanji names compared as the same sounds).
 */
export const countryOptions = (lang: Language): Array<{ code: string; name: string }> => {
  const collator = collatorFor(lang);
  return countries
    .map((country) => ({
      code: country.code,
      name: lang === 'jp' ? country.ja : country.en,
    }))
    .map((option) => ({ option, key: sortKey(option.name, lang) }))
    .sort((a, b) => collator.compare(a.key, b.key))
    .map(({ option }) => option);
};
