// docs/rules/site-and-pages.md#skipped-paths: paths containing these are skipped by the session
// check; `/assets/` is where the Vite build puts hashed files, and `__nuxt` is kept from the
// original product's list for old links.
const skippedSegments = ['/api/', '/js/', '/images/', '/css/', '/assets/', '__nuxt'];
const fileLike = /\/[^/]+\.[A-Za-z0-9]{1,8}$/;

/**
 * True for requests that are not page loads: the API, static folders and anything that looks
 * like a file (`/favicon.ico`, `/robots.txt`). These get no session lookup and no page rules.
 */
export const isSkippedPath = (pathname: string): boolean =>
  pathname === '/api' ||
  skippedSegments.some((segment) => pathname.includes(segment)) ||
  fileLike.test(pathname);
