import { emailPattern, personalKind } from './personal-data';

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
  const collect = (value: unknown, key?: string, siblings: Record<string, unknown> = {}): void => {
    if (typeof value === 'string') {
      if (key && personalKind(key, value, siblings) && !values.has(value))
        values.set(value, `scrubbed-${key}-${values.size + 1}`);
      for (const email of value.match(emailPattern) ?? []) {
        if (!emails.has(plain(email)))
          emails.set(plain(email), `user${emails.size + 1}@example.invalid`);
      }
    } else if (Array.isArray(value)) value.forEach((v) => collect(v, key, siblings));
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      for (const [k, v] of Object.entries(object)) collect(v, k, object);
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
      for (const [original, placeholder] of values)
        if (original.length >= minSubstringLength && out.includes(original))
          out = out.split(original).join(placeholder);
      return out;
    }
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v)]));
    return value;
  };
  return <T>(value: T): T => {
    collect(value);
    return rewrite(value) as T;
  };
};
