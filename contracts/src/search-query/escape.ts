/**
 * Escaping inside structured parameter values (table, docs/rules/search.md#escaping). The
 * separators `:` `,` `|` `;` and the escape character `%` itself are percent-encoded inside a value
 * (`%3A` `%2C` `%7C` `%3B` `%25`), so any text — Japanese included — round-trips exactly. This is a
 * second layer under URLSearchParams' own encoding: `a:b` as a value is written `a%3Ab` and appears
 * in the address bar as `a%253Ab`. Unescaping decodes exactly those five sequences (any hex case)
 * and leaves every other `%` as text, so hand-written junk never fails to decode.
 */
const escapes: Record<string, string> = {
  '%': '%25',
  ':': '%3A',
  ',': '%2C',
  '|': '%7C',
  ';': '%3B',
};
const unescapes: Record<string, string> = { '25': '%', '3A': ':', '2C': ',', '7C': '|', '3B': ';' };

export const escapeQueryValue = (value: string): string =>
  value.replace(/[%:,|;]/g, (ch) => escapes[ch] ?? ch);

export const unescapeQueryValue = (value: string): string =>
  value.replace(/%(25|3A|2C|7C|3B)/gi, (seq, hex: string) => unescapes[hex.toUpperCase()] ?? seq);
