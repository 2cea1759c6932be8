import type { AuthMode, FullReloadArea } from '@kakehashi/contracts';
import type { Language } from './language';

/** What a mock app is made of; everything has a default so `createMockApp()` just works. */
export type MockOptions = {
  /** Site authentication type (MOCK_AUTH_MODE; docs/rules/accounts.md#sign-in-modes). */
  authMode?: AuthMode;
  /** Access-token lifetime in seconds (MOCK_ACCESS_TTL_S, default 1800). */
  accessTtlS?: number;
  /** Refresh-token lifetime in seconds (MOCK_REFRESH_TTL_S, default 1209600 = 14 days). */
  refreshTtlS?: number;
  /** API base path the catalogue paths are served under (MOCK_BASE_PATH, default /api/v1). */
  basePath?: string;
  /** The clock; tests move it to expire tokens and codes without waiting. */
  now?: () => Date;
  /** PRNG seed and product count of the generated catalogue. */
  seed?: number;
  productCount?: number;
  /** Absolute URL prefix for links the mock hands out (3-D Secure page); default relative. */
  publicUrl?: string;
  /**
   * The storefront's public URL (MOCK_SITE_URL): every link in a mail is built on it, so it works
   * from a mail client (docs/rules/lists-and-requests.md#mail-links). Default http://localhost:3000.
   */
  siteUrl?: string;
  /**
   * Areas whose search changes load the whole page (MOCK_FULL_RELOAD_AREAS, e.g. `search,news`;
   * docs/rules/search.md#full-page-reload). Default none.
   */
  fullReloadAreas?: FullReloadArea[];
};

export type ResolvedOptions = Required<Omit<MockOptions, 'publicUrl'>> & { publicUrl: string };

export const resolveOptions = (o: MockOptions = {}): ResolvedOptions => ({
  authMode: o.authMode ?? 'password',
  accessTtlS: o.accessTtlS ?? 1800,
  refreshTtlS: o.refreshTtlS ?? 1_209_600,
  basePath: (o.basePath ?? '/api/v1').replace(/\/+$/, ''),
  now: o.now ?? (() => new Date()),
  seed: o.seed ?? 20260401,
  productCount: o.productCount ?? 4200,
  publicUrl: (o.publicUrl ?? '').replace(/\/+$/, ''),
  siteUrl: (o.siteUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
  fullReloadAreas: o.fullReloadAreas ?? [],
});

/**
 * An absolute link to a storefront page for a mail: the site URL plus the page path and query,
 * under the site's `/jp/` prefix in a Japanese mail. The site stores a prefix's language and
 * answers with the page without it (docs/rules/site-and-pages.md#language-prefixes), so a Japanese
 * mail opens Japanese pages even in a browser that showed the shop in English, or in none. An
 * English mail's links stay bare: they open in the browser's stored language, English unless the
 * buyer chose Japanese there (docs/rules/lists-and-requests.md#mail-links).
 */
export const siteLink = (
  options: Pick<ResolvedOptions, 'siteUrl'>,
  pathAndQuery: string,
  language: Language,
): string =>
  new URL(`${language === 'ja' ? '/jp' : ''}${pathAndQuery}`, `${options.siteUrl}/`).toString();

/** Lifetimes of mailed codes and tokens (seconds). */
export const lifetimes = {
  twoFactorCodeS: 600,
  resetTokenS: 3600,
  signUpCodeS: 86_400,
  /**
   * Locks (docs/rules/accounts.md#lock-codes): failures before the lock, and the password lock's
   * length.
   */
  maxPasswordFailures: 5,
  passwordLockS: 1800,
  maxTwoFactorFailures: 5,
  /** The notification-address code (docs/rules/linked-services.md#notification-address). */
  emailCheckCodeS: 600,
  maxEmailCodeFailures: 5,
  /** An organisation's connection token (docs/rules/linked-services.md#organisations). */
  organizationTokenS: 300,
} as const;
