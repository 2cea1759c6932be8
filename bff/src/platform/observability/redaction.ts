/**
 * Names whose values never reach a log line (docs/security.md#logs: no secrets, codes or tokens): upstream
 * credentials, the session cookie's id, passwords, two-factor and reset codes, sign-up codes and
 * the 3-D Secure context. Used for query parameters and for pino's structured redaction.
 */
export const secretNames = [
  'password',
  'newPassword',
  'token',
  'access_token',
  'accessToken',
  'refresh_token',
  'refreshToken',
  'auth_code',
  'auth_code_token',
  'authCodeToken',
  'signUpCode',
  'signup_code',
  'context',
  'three_d_secure_context',
  'coupon_secret',
  'secret',
  'pin_cd',
  'card_member_no',
  'clientId',
  'client_id',
  'cookie',
  'set-cookie',
  'authorization',
  // The default upstream credential header names (config may rename them; those are in no log).
  'x-client-id',
  'x-access-token',
  'x-refresh-token',
  'x-user-id',
];

// In a URL `code` is a mailed code (`?code=…`); as a log field it is usually an error code.
const secretSet = new Set([...secretNames, 'code'].map((name) => name.toLowerCase()));

/** A URL fit for a log: secret query values replaced by `[Redacted]`. */
export const redactUrl = (url: string): string => {
  const index = url.indexOf('?');
  if (index === -1) return url;
  const params = new URLSearchParams(url.slice(index + 1));
  for (const key of new Set(params.keys()))
    if (secretSet.has(key.toLowerCase())) params.set(key, '[Redacted]');
  return `${url.slice(0, index)}?${params.toString()}`;
};

const secretAlternation = [...secretSet]
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/[-]/g, '\\-'))
  .join('|');
/** `name=value` of a secret name anywhere in a text: a query string inside an error message. */
const secretPair = new RegExp(`([?&;\\s"'(]|^)(${secretAlternation})=([^&\\s"'#)]*)`, 'gi');

/**
 * Free text fit for a log (an error's message or stack may quote a URL): every `name=value` of a
 * secret name gets `[Redacted]`, the same names redactUrl censors.
 */
export const redactText = (text: string): string =>
  text.includes('=') ? text.replace(secretPair, '$1$2=[Redacted]') : text;

const pathKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `["${name}"]`);

/** pino `redact.paths`: each secret name at the top level and one to three levels down. */
export const redactPaths = secretNames.flatMap((name) => {
  const key = pathKey(name);
  return [key.startsWith('.') ? name : key, `*${key}`, `*.*${key}`, `*.*.*${key}`];
});
