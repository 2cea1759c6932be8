/** Keys whose values are secrets or one-time codes (issue 3: tokens, emails and codes scrubbed). */
const secretKeys = new Set([
  'access_token',
  'refresh_token',
  'user_token',
  'client_id',
  'auth_code_token',
  'auth_code',
  'code',
  'token',
  'signup_code',
  'signUpCode',
  'three_d_secure_context',
  'context',
  'secret',
  'guest_order_password',
  'cart_code',
]);
// Plain or URL-encoded (`%40`) addresses, so query strings are scrubbed too.
const emailPattern = /[A-Za-z0-9._+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const plain = (email: string): string => email.replace('%40', '@');

/** Only one-time codes are secret among `code` values (item and category codes are not). */
const isSecret = (key: string, value: string): boolean =>
  secretKeys.has(key) && value.length >= 4 && (key !== 'code' || /^\d{6}$/.test(value));

/**
 * Replaces secrets with stable placeholders: the same original value always gets the same
 * placeholder (numbered by first appearance), also where it appears inside other strings
 * (mail texts, authorize URLs). Emails become userN@example.invalid.
 */
export const createScrubber = () => {
  const secrets = new Map<string, string>();
  const emails = new Map<string, string>();
  const collect = (value: unknown, key?: string): void => {
    if (typeof value === 'string') {
      if (key && isSecret(key, value) && !secrets.has(value))
        secrets.set(value, `scrubbed-${key}-${secrets.size + 1}`);
      for (const email of value.match(emailPattern) ?? []) {
        if (!emails.has(plain(email)))
          emails.set(plain(email), `user${emails.size + 1}@example.invalid`);
      }
    } else if (Array.isArray(value)) value.forEach((v) => collect(v, key));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) collect(v, k);
  };
  const rewrite = (value: unknown): unknown => {
    if (typeof value === 'string') {
      let out = value.replace(emailPattern, (e) => {
        const replaced = emails.get(plain(e)) ?? plain(e);
        return e.includes('%40') ? replaced.replace('@', '%40') : replaced;
      });
      for (const [secret, placeholder] of secrets)
        if (out.includes(secret)) out = out.split(secret).join(placeholder);
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
