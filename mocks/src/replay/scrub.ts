import { emailPattern, isPlaceholder, personalKind } from './personal-data';
import { sensitiveSpans } from './sensitive-values';

/** A recorded picture (base64): bytes, not text to scrub. */
export const isBinaryBody = (object: object, key: string): boolean =>
  key === 'response' && (object as { encoding?: unknown }).encoding === 'base64';

const plain = (email: string): string => email.replace('%40', '@');
/** Short values (a prefecture, a ward) are replaced only where they are a whole value. */
const minSubstringLength = 5;

/**
 * Replaces secrets and personal data with stable placeholders: the same original value always
 * gets the same placeholder (numbered by first appearance), also where it appears inside other
 * strings (mail texts, authorize URLs), so a recorded flow still lines up. Emails become
 * userN@example.invalid; everything else `scrubbed-<key>-<n>`.
 */
export const createScrubber = () => {
  const values = new Map<string, string>();
  const emails = new Map<string, string>();
  const remember = (value: string, label: string) => {
    if (!values.has(value) && !isPlaceholder(value))
      values.set(value, `scrubbed-${label.replace(/[^A-Za-z0-9_]/g, '_')}-${values.size + 1}`);
  };
  const collect = (value: unknown, key?: string, siblings: Record<string, unknown> = {}): void => {
    if (typeof value === 'string') {
      if (key && personalKind(key, value, siblings)) remember(value, key);
      // By value: card numbers, keys, tokens, addresses and names inside any text.
      for (const span of sensitiveSpans(value)) remember(span.text, span.kind);
      for (const email of value.match(emailPattern) ?? []) {
        if (!emails.has(plain(email)))
          emails.set(plain(email), `user${emails.size + 1}@example.invalid`);
      }
    } else if (Array.isArray(value)) value.forEach((v) => collect(v, key, siblings));
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      for (const [k, v] of Object.entries(object))
        if (!isBinaryBody(object, k)) collect(v, k, object);
    }
  };
  const rewrite = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const whole = values.get(value);
      if (whole) return whole;
      let out = value.replace(emailPattern, (e) => {
        const replaced = emails.get(plain(e)) ?? plain(e);
        return e.includes('%40') ? replaced.replace('@', '%40') : replaced;
      });
      for (const span of sensitiveSpans(out)) {
        const placeholder = values.get(span.text);
        if (placeholder) out = out.split(span.text).join(placeholder);
      }
      for (const [original, placeholder] of values)
        if (original.length >= minSubstringLength && out.includes(original))
          out = out.split(original).join(placeholder);
      return out;
    }
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, isBinaryBody(value, k) ? v : rewrite(v)]),
      );
    return value;
  };
  return <T>(value: T): T => {
    collect(value);
    return rewrite(value) as T;
  };
};
