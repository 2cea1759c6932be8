import type { FormLanguage } from '../../validation/messages';
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

/** The form's option list `{code, name}` in one language; order stays the English one. */
export const countryOptions = (lang: FormLanguage): Array<{ code: string; name: string }> =>
  countries.map((country) => ({
    code: country.code,
    name: lang === 'jp' ? country.ja : country.en,
  }));
