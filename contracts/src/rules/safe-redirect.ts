// docs/interfaces.md#page-routes: one rule for the BFF guard and the web app's way back after
// login.
/** Where a refused or missing redirect target lands. */
export const defaultRedirectTarget = '/';

const probe = 'http://same-site.invalid';
// Browsers drop tabs and newlines inside URLs and read '\' as '/', which turns harmless-looking
// strings such as "/\t/evil.example" or "/\evil.example" into protocol-relative addresses.
// eslint-disable-next-line no-control-regex
const hazardous = /[\u0000-\u001f\u007f\\]/;
const maxDecodeRounds = 3;

const decodedForms = (raw: string): string[] | null => {
  const forms = [raw];
  let current = raw;
  for (let round = 0; round < maxDecodeRounds; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return forms; // a stray '%' (e.g. "100%") decodes no further, so it can hide nothing
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  // Still changing after several rounds: layered encoding is a smuggling attempt.
  return null;
};

const isSameSitePath = (value: string) =>
  value.startsWith('/') && !value.startsWith('//') && !hazardous.test(value);

/**
 * docs/rules/site-and-pages.md#routes-and-login: the `redirect` target after login (and the guard's
 * way back) is followed only when it is a same-site path. Refused: absolute and protocol-relative
 * URLs (`https://…`, `//evil.example`), backslash tricks (`/\evil.example`), control characters,
 * and every percent-encoded variant of those (`%2F%2Fevil.example`, `/%5Cevil.example`, double
 * encoding). Anything refused becomes `fallback`, so a bad target never leaves the site.
 */
export const safeRedirectTarget = (raw: unknown, fallback = defaultRedirectTarget): string => {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  if (!passesEveryForm(raw)) return fallback;
  let normalised: string;
  try {
    const url = new URL(raw, probe);
    if (url.origin !== probe) return fallback;
    normalised = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
  // Dot segments are resolved only now: '/..//evil.example' and '/%2e%2e//evil.example' become
  // '//evil.example' here, so the normalised result is what must pass (docs/security.md).
  return passesEveryForm(normalised) ? normalised : fallback;
};

const passesEveryForm = (value: string) => {
  const forms = decodedForms(value);
  return forms !== null && forms.every(isSameSitePath);
};

/**
 * docs/rules/site-and-pages.md#routes-and-login: the login page that brings the visitor back to
 * `path` afterwards.
 */
export const loginRedirectFor = (path: string, loginPath = '/account/login'): string =>
  `${loginPath}?redirect=${encodeURIComponent(safeRedirectTarget(path))}`;
