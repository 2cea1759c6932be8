import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { normalisePhone, normaliseZip, phoneText } from './normalise';

// docs/rules/accounts.md#phone-and-postal-code-by-country: the Japanese formats (phone 10 or 11
// digits, zip exactly 7 digits) are Japanese ones. They apply to a buyer in Japan; a buyer in
// another country gives an international phone number (checked with libphonenumber-js against
// the country's numbering plan) and the postal code of their own country.

/** The ISO code whose addresses follow the Japanese formats of docs/rules/accounts.md#validation-patterns. */
export const JAPAN = 'JP';

export const isJapan = (countryCode: string | undefined | null): boolean =>
  (countryCode ?? '').trim().toUpperCase() === JAPAN;

/**
 * An international number as stored: E.164, a `+` and 7 to 15 digits. Japanese numbers are
 * stored as their 10–11 national digits instead, so the two never look alike.
 */
export const e164Pattern = /^\+[1-9]\d{6,14}$/;

/** A stored phone of either kind (what upstream schemas accept). */
export const storedPhonePattern = /^(?:\d{10,11}|\+[1-9]\d{6,14})$/;

/**
 * Postal codes abroad: 2 to 12 letters, digits, spaces or hyphens, starting and ending with a
 * letter or digit (Italy 00118, UK SW1A 1AA, Canada K1A 0B1, Brazil 01310-100 …). Countries
 * differ too much for one pattern per country to be worth its upkeep here.
 */
export const overseasPostalPattern = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,10}[A-Za-z0-9])$/;

/** A stored postal code of either kind. */
export const storedPostalPattern = /^(?:\d{7}|[A-Za-z0-9](?:[A-Za-z0-9 -]{0,10}[A-Za-z0-9]))$/;

/**
 * A buyer abroad's phone as E.164, or null when it is not a valid number. The number may be
 * typed with its `+country` prefix or, for the buyer's own country, in national form.
 */
export const normaliseInternationalPhone = (input: string, countryCode: string): string | null => {
  const value = phoneText(input);
  if (value === '' || !/^[+\d\s().-]+$/.test(value)) return null;
  try {
    const parsed = parsePhoneNumberFromString(value, countryCode.toUpperCase() as CountryCode);
    return parsed && parsed.isValid() ? parsed.number : null;
  } catch {
    return null;
  }
};

/** A buyer abroad's postal code: trimmed, inner spaces collapsed, letters upper-cased. */
export const normaliseOverseasPostal = (input: string): string | null => {
  const value = input.trim().replace(/\s+/g, ' ').toUpperCase();
  return overseasPostalPattern.test(value) ? value : null;
};

/** The phone as stored for a buyer of this country, or null when it does not fit its rule. */
export const phoneForCountry = (input: string, countryCode: string): string | null =>
  isJapan(countryCode) ? normalisePhone(input) : normaliseInternationalPhone(input, countryCode);

/** The postal code as stored for a buyer of this country, or null when it does not fit. */
export const postalForCountry = (input: string, countryCode: string): string | null =>
  isJapan(countryCode) ? normaliseZip(input) : normaliseOverseasPostal(input);

/** How a stored phone reads: E.164 in international format, Japanese digits as they are. */
export const formatStoredPhone = (stored: string): string => {
  if (!e164Pattern.test(stored)) return stored;
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
};
