/**
 * The login page that brings the visitor back to `path` (docs/rules/site-and-pages.md#routes-and-login),
 * for a path the router is showing now. The target is checked where it is followed: the login
 * page takes it only through the contracts' `safeRedirectTarget` (docs/security.md), as the BFF's
 * guard does with its own `loginRedirectFor`. Building the link needs no second copy of that check
 * on the first page (docs/architecture.md#the-first-page).
 */
export const loginLinkFor = (path: string): string =>
  `/account/login?redirect=${encodeURIComponent(path)}`;
