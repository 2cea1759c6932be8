import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeAreas, type Strings, type StringsLanguage } from '@/locales';

/** One area's strings in one language, read from its JSON file (tests only, synchronous). */
const areaStrings = (area: string, language: StringsLanguage): Strings =>
  JSON.parse(
    readFileSync(join(__dirname, '../locales', `${area}.${language}.json`), 'utf8'),
  ) as Strings;

/** Every area of the list, per language, as the files hold them. */
export const localeParts = {
  en: localeAreas.map((area) => areaStrings(area, 'en')),
  ja: localeAreas.map((area) => areaStrings(area, 'ja')),
};

/** Both languages' strings, for tests that render in either language without a download. */
export const allStrings: Record<StringsLanguage, Strings> = {
  en: Object.assign({}, ...localeParts.en) as Strings,
  ja: Object.assign({}, ...localeParts.ja) as Strings,
};
