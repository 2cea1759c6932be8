import type { Language } from './language';

/**
 * The SaaS keeps some text fields in every language of the shop and answers each call in the
 * language it asks for (docs/upstream.md#languages). The seed writes such a field once as
 * `multilingual(ja, en)`: one string holding both, so the code that copies it around (carts,
 * orders, search) needs no change, and the mount answers only the caller's language. The unit
 * separator cannot be typed into a form, so no buyer's text is ever split.
 */
const separator = '\u001F';

export const multilingual = (ja: string, en: string): string => `${ja}${separator}${en}`;

/** The text in one language: the Japanese or the English half, a plain string as it is. */
export const textIn = (text: string, language: Language): string => {
  const at = text.indexOf(separator);
  if (at < 0) return text;
  return language === 'ja' ? text.slice(0, at) : text.slice(at + separator.length);
};

/**
 * Both halves for a reader of either language: 'ja / en' (a text may hold several multilingual
 * fields, each becomes 'ja / en').
 */
export const bothLanguages = (text: string): string => text.replaceAll(separator, ' / ');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * A copy of an answer (plain JSON data) with every multilingual field turned into one text by
 * `pick`; the seed and the state keep both languages.
 */
export const localise = (value: unknown, pick: (text: string) => string): unknown => {
  if (typeof value === 'string') return value.includes(separator) ? pick(value) : value;
  if (Array.isArray(value)) return value.map((v) => localise(v, pick));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = localise(v, pick);
  return out;
};

/** An answer in the caller's language. */
export const answerIn = <T>(value: T, language: Language): T =>
  localise(value, (text) => textIn(text, language)) as T;
