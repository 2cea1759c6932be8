import { emailPattern, isPlaceholder, personalKind } from './personal-data';
import { isBinaryBody } from './scrub';
import { sensitiveSpans } from './sensitive-values';

export type Finding = { at: string; what: string; sample: string };

/**
 * Patterns that look like a secret or personal data wherever they appear, independent of the
 * key they sit under: bearer credentials and Japanese or international phone numbers written
 * with separators (card numbers, keys, tokens, addresses and names: sensitive-values.ts).
 */
const loosePatterns: [string, RegExp][] = [
  ['bearer credential', /\bBearer\s+[\w.~+/-]{12,}/i],
  [
    'phone number',
    /(?:^|[^\d-])(?:0\d{1,4}-\d{1,4}-\d{3,4}|\+\d{1,3}[ -]\d{1,4}[ -]\d{3,4}[ -]?\d{0,4})(?![\d-])/,
  ],
];

const redact = (value: string): string =>
  value.length <= 6 ? '***' : `${value.slice(0, 3)}…(${value.length} chars)`;

/**
 * Everything in a recording that still looks like a secret or personal data: values under
 * secret or personal keys that are not placeholders, emails outside example.invalid, and the
 * loose patterns above. Samples are redacted so the report itself leaks nothing.
 */
export const scanForPersonalData = (value: unknown): Finding[] => {
  const findings: Finding[] = [];
  const visit = (v: unknown, at: string, key?: string, siblings: Record<string, unknown> = {}) => {
    if (typeof v === 'string') {
      const kind = key ? personalKind(key, v, siblings) : null;
      if (kind && !isPlaceholder(v) && !isPlaceholder(v.replace('%40', '@')))
        findings.push({ at, what: `${kind} under "${key}"`, sample: redact(v) });
      for (const email of v.match(emailPattern) ?? [])
        if (!email.replace('%40', '@').endsWith('@example.invalid'))
          findings.push({ at, what: 'email address', sample: redact(email) });
      for (const [what, pattern] of loosePatterns)
        if (pattern.test(v)) findings.push({ at, what, sample: redact(v) });
      // By value (sensitive-values.ts): what a backend's own key names would hide from the above.
      for (const span of sensitiveSpans(v))
        if (!isPlaceholder(span.text))
          findings.push({ at, what: `${span.kind} in the value`, sample: redact(span.text) });
    } else if (Array.isArray(v)) v.forEach((item, i) => visit(item, `${at}[${i}]`, key, siblings));
    else if (v && typeof v === 'object') {
      const object = v as Record<string, unknown>;
      for (const [k, item] of Object.entries(object))
        if (!isBinaryBody(object, k)) visit(item, `${at}.${k}`, k, object);
    }
  };
  visit(value, '$');
  return findings;
};
