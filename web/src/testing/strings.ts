import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  frameArea,
  stringAreas,
  type Strings,
  type StringsArea,
  type StringsLanguage,
} from '@/locales';

type AreaStrings = Record<StringsArea, Strings>;

/** One area's strings in one language, read from its JSON file (tests only, synchronous). */
const areaStrings = (area: string, language: StringsLanguage): Strings =>
  JSON.parse(
    readFileSync(join(__dirname, '../locales', `${area}.${language}.json`), 'utf8'),
  ) as Strings;

const byArea = (language: StringsLanguage) =>
  Object.fromEntries(stringAreas.map((area) => [area, areaStrings(area, language)])) as AreaStrings;

/** Every area of the list, per language, as the files hold them. */
export const localeParts: Record<StringsLanguage, AreaStrings> = {
  en: byArea('en'),
  ja: byArea('ja'),
};

/** Both languages, every area: for tests that render a component alone, without a download. */
export const allStrings = localeParts;

/**
 * Both languages' frame only, as the app starts: a whole-app test then loads each route's areas
 * as the browser does, so a route that forgets an area shows bare keys and its test fails.
 */
export const frameStrings = {
  en: { [frameArea]: localeParts.en[frameArea] },
  ja: { [frameArea]: localeParts.ja[frameArea] },
};
