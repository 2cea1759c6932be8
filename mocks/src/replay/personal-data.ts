import { isCardNumber, isCvcBesideCard } from './sensitive-values';

/**
 * What counts as a secret or personal data in a recording (docs/qa.md: recordings are safe to
 * share). The scrubber replaces these values; the fixture scan refuses a fixture that still holds
 * one. Keys are judged with their siblings, because `name` is a product's name in a catalogue
 * answer but a person's name beside an email or a phone number.
 */

/** Tokens, one-time codes and passwords: always secret, whatever their siblings. */
const secretKeys = new Set([
  'access_token',
  'refresh_token',
  'user_token',
  'client_id',
  'auth_code_token',
  'auth_code',
  'token',
  'signup_code',
  'signUpCode',
  'three_d_secure_context',
  'context',
  'secret',
  'guest_order_password',
  'cart_code',
  'card_number',
  'cvv',
]);
/** Secret keys of other backends: API keys, sessions, card data (docs/qa.md#what-is-scrubbed). */
const secretKeyPattern =
  /api_?key|secret|session_?id|_token$|^authorization$|^cookie$|private_?key|^(cvc|cvv|csc|pan)$|security_?code|card_?(number|no|member_no)/i;
const passwordKey = /password/i;
const phoneKey = /^(tel|phone|fax|mobile)(_\w+)?$/i;
const addressKeys = new Set([
  'zip',
  'zipcode',
  'postal_code',
  'street',
  'city',
  'address',
  'address1',
  'address2',
  'building',
]);
/** Address keys of other backends (`line1`, `address_line_2`, `postal`, `postcode`, …). */
const addressKeyPattern =
  /^(address_?line_?\d|line_?\d|postal|postal_?code|post_?code|postcode|addr\d?)$/i;
/** People named under keys of their own (the seed's introducer: `buyer_introduced_staff`). */
const personKeyPattern =
  /^(full_?name|contact_?(name|person)|(card_?)?holder(_name)?)$|_staff$|^staff(_name)?$/i;
/** A website is a buyer's own (`buyer_website_url`) beside contact data; a supplier's is public. */
const websiteKey = /website|homepage/i;
/** Person names are always personal under these keys; `name`/`company` only beside contact data. */
const personNameKeys = new Set([
  'name_read',
  'first_name',
  'last_name',
  'family_name',
  'given_name',
  'name_kana',
]);
const contextualNameKeys = new Set(['name', 'company', 'company_name', 'company_read', 'state']);

export type Kind = 'secret' | 'password' | 'phone' | 'address' | 'name' | 'card';

/** Whether an object describes a person or an address: it carries contact or address fields. */
const isPersonLike = (siblings: Record<string, unknown>): boolean =>
  Object.keys(siblings).some(
    (k) => k === 'email' || phoneKey.test(k) || k === 'street' || k === 'zip',
  );

/**
 * The kind of personal data a string under `key` is, or null. Only one-time codes are secret
 * among `code` values (item and category codes are not).
 */
export const personalKind = (
  key: string,
  value: string,
  siblings: Record<string, unknown>,
): Kind | null => {
  if (!value) return null;
  // By value first: a card number or its CVC is one whatever the key is called.
  if (isCardNumber(value) || isCvcBesideCard(value, siblings)) return 'card';
  if (key === 'code') return /^\d{6}$/.test(value) ? 'secret' : null;
  if (secretKeys.has(key) || secretKeyPattern.test(key)) return value.length >= 4 ? 'secret' : null;
  if (passwordKey.test(key)) return 'password';
  if (phoneKey.test(key)) return 'phone';
  if (addressKeys.has(key) || addressKeyPattern.test(key)) return 'address';
  if (personNameKeys.has(key) || personKeyPattern.test(key)) return 'name';
  if (websiteKey.test(key) && (key.startsWith('buyer_') || isPersonLike(siblings))) return 'name';
  if (contextualNameKeys.has(key) && isPersonLike(siblings))
    return key === 'state' ? 'address' : 'name';
  return null;
};

/** Plain or URL-encoded (`%40`) addresses, so query strings are scrubbed too. */
export const emailPattern = /[A-Za-z0-9._+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** The placeholders the scrubber writes: replay accepts any value where a recording holds one. */
export const placeholderPattern = /^(scrubbed-[A-Za-z0-9_]+-\d+|user\d+@example\.invalid)$/;
export const isPlaceholder = (value: unknown): boolean =>
  typeof value === 'string' && placeholderPattern.test(value);
