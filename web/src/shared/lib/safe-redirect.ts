/**
 * A return path is followed only when it is a same-site relative path: it starts with one '/',
 * not '//' or '/\' (protocol-relative), and holds no scheme or control characters.
 */
export const safeRedirectPath = (value: string | null | undefined, fallback = '/'): string => {
  if (!value) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://same.invalid');
    if (url.origin !== 'http://same.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
};

/** The login URL that brings the user back to `path` afterwards. */
export const loginPathFor = (path: string): string =>
  `/account/login?redirect=${encodeURIComponent(path)}`;
