/**
 * Secrets and personal data recognised by their VALUE, whatever key they sit under (docs/qa.md
 * #what-is-scrubbed): a backend may call a card number `pan`, `card.number` or `card_member_no`,
 * and a mail text may carry an address or a name. Used by the scrubber (scrub.ts) and by the
 * fixture scan (fixture-scan.ts), so the scan finds whatever the scrubber would have missed.
 */

export type ValueKind = 'card' | 'secret' | 'address' | 'name';
export type Span = { kind: ValueKind; text: string };

/** The Luhn checksum every payment card number satisfies. */
export const luhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

/** 13–19 digits, spaces or dashes between them, starting like a card (2–6: the major schemes). */
const cardCandidate = /(?<![\d-])[2-6](?:[ -]?\d){12,18}(?![\d-])/g;
const cardShape = new RegExp(`^${cardCandidate.source}$`);
/**
 * A Luhn-valid card number. Thirteen bare digits are an article code (JAN / EAN-13, which a
 * store's catalogue is full of), not one of the rare 13-digit cards, unless written in groups.
 */
export const isCardNumber = (text: string): boolean => {
  const digits = text.replace(/[ -]/g, '');
  return cardShape.test(text) && (digits.length > 13 || digits !== text) && luhnValid(digits);
};

/** Provider keys with a known shape: Stripe-like `sk_live_…`, the mock's tokens, GitHub, AWS, Slack. */
const keyPatterns = [
  /\b(?:sk|rk|pk|whsec)_(?:live|test)_[0-9A-Za-z]{8,}\b/g,
  /\b(?:at|rt|cl|ac|tds|gp|sk|pk|txn)_[0-9A-Za-z]{16,}\b/g,
  /\b(?:ghp|gho|ghs|github_pat)_[0-9A-Za-z_]{20,}\b/g,
  /\bAKIA[0-9A-Z]{16}\b/g,
  /\bxox[abprs]-[0-9A-Za-z-]{10,}\b/g,
  /\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/g,
];
/** A long run of base64 / base64url / hex characters: a candidate random token. */
const tokenCandidate = /(?<![A-Za-z0-9+/_=-])[A-Za-z0-9+/_-]{24,}={0,2}(?![A-Za-z0-9+/_=-])/g;

const entropy = (text: string): number => {
  const counts = new Map<string, number>();
  for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / text.length) * Math.log2(n / text.length);
  return bits;
};

/**
 * Random-looking: hex with digits and letters, or base64 mixing upper case, lower case and digits
 * with the spread of characters a random string has (a slug, a word or a path does not).
 */
export const looksRandom = (text: string): boolean => {
  if (text.length < 24 || !/\d/.test(text)) return false;
  if (/^[0-9a-f]+$/i.test(text)) return /[a-f]/i.test(text);
  if ((text.match(/\//g) ?? []).length > 1) return false; // a path, not a token
  return /[a-z]/.test(text) && /[A-Z]/.test(text) && entropy(text) >= 4;
};

/** A Japanese postal code (〒100-0005) and the prefecture-to-town part of an address. */
const postalCode = /〒\s?\d{3}-?\d{4}|(?<![\d-])\d{3}-\d{4}(?![\d-])/g;
/** Prefecture, then at once a city, ward, town, village or district (宮崎県の… is not one). */
const japaneseAddress =
  /(?:東京都|北海道|(?:京都|大阪)府|\p{Script=Han}{2,3}県)[\p{Script=Han}\p{Script=Katakana}ー]{1,6}?(?:市|区|町|村|郡)[\p{Script=Han}\p{Script=Katakana}ー\d０-９\-－‐の]{0,24}/gu;
/** A street address: a number, one to three capitalised words and a street type. */
const streetAddress =
  /\b\d{1,5}\s+(?:[A-Z][a-z]+\.?\s+){1,3}(?:Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Boulevard|Blvd|Drive|Dr|Way|Court|Ct|Place|Pl)\b\.?/g;
/** A person addressed as one: "Dear Maria Rossi", "Mr. Sato", "K. Sato", "佐藤 健 様". */
const personNames = [
  /(?<=\b(?:Dear|Attn:?|Attention:?|Mr\.?|Mrs\.?|Ms\.?|Miss|Dr\.?)\s+)[A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2}/g,
  /\b[A-Z]\.\s?[A-Z][a-z]{2,}\b/g,
  /[\p{Script=Han}\p{Script=Katakana}ー]{1,6}[ \u3000]?[\p{Script=Han}\p{Script=Katakana}ー]{1,6}(?=[ \u3000]?(?:様|さん|殿))/gu,
];

/** Roles addressed with 様 that are not a person's name (会員様, ご担当者様, お客様). */
const notAName = /(者|員|位|客|先|方|皆|社|店|人)$/;
/** A security code written next to its label in a text ("CVC: 123"). */
const cvcInText = /(?<=\b(?:cvc|cvv|csc|security code)\W{0,3})\d{3,4}\b/gi;

const matches = (text: string, pattern: RegExp): string[] =>
  [...text.matchAll(pattern)].map((m) => m[0]);

/** Every secret or personal span inside a free text, longest first (replaced in that order). */
export const sensitiveSpans = (text: string): Span[] => {
  if (text.startsWith('data:')) return []; // an inline picture, not text
  const spans: Span[] = [
    ...matches(text, cardCandidate)
      .filter((t) => isCardNumber(t))
      .map((t) => ({ kind: 'card' as const, text: t })),
    ...keyPatterns
      .flatMap((p) => matches(text, p))
      .map((t) => ({ kind: 'secret' as const, text: t })),
    ...matches(text, tokenCandidate)
      .filter(looksRandom)
      .map((t) => ({ kind: 'secret' as const, text: t })),
    ...[postalCode, japaneseAddress, streetAddress]
      .flatMap((p) => matches(text, p))
      .map((t) => ({ kind: 'address' as const, text: t })),
    ...matches(text, cvcInText).map((t) => ({ kind: 'card' as const, text: t })),
    ...personNames
      .flatMap((p) => matches(text, p))
      .filter((t) => !notAName.test(t))
      .map((t) => ({ kind: 'name' as const, text: t })),
  ];
  return spans.sort((a, b) => b.text.length - a.text.length);
};

/** A 3–4 digit value beside a card number is its security code (CVC), whatever its key. */
export const isCvcBesideCard = (value: string, siblings: Record<string, unknown>): boolean =>
  /^\d{3,4}$/.test(value) &&
  Object.values(siblings).some((v) => typeof v === 'string' && isCardNumber(v));
