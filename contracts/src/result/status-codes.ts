/**
 * The status-code catalogue of docs/rules/errors-and-messages.md#status-catalogue. Codes the
 * product itself relies on are named here; every other code comes from the upstream and is mapped
 * through the site's message tables.
 */
export const StatusCode = {
  /** docs/rules/errors-and-messages.md#status-catalogue: success. */
  success: 'E000-000',
  /**
   * docs/rules/errors-and-messages.md#status-catalogue: initial/unknown pending status; also a
   * reset-mail request that did not succeed.
   */
  pending: 'E000-100',
  /** docs/rules/errors-and-messages.md#status-catalogue: sign-out failed. */
  signoutFailed: 'E000-002',
  /**
   * docs/rules/errors-and-messages.md#session-ended: the session is no longer valid; every product
   * cookie is cleared.
   */
  sessionInvalid: 'E000-006',
  /**
   * docs/rules/accounts.md#sign-in-modes: authentication-mode mismatch (password vs. email
   * two-factor).
   */
  authModeMismatch: 'E091-005',
  /** docs/rules/errors-and-messages.md#status-catalogue: a member-only action while signed out. */
  memberOnly: 'E028-901',
  /**
   * docs/rules/errors-and-messages.md#status-catalogue: a failed network call yields a generic
   * fetch-error code "from settings"; this is the built-in default when the site settings do not
   * name one.
   */
  fetchError: 'E999-999',
  /**
   * docs/rules/errors-and-messages.md#status-catalogue: a missing response gives the 'no data' code
   * message.
   */
  noData: 'E999-998',
  /** Ours: a request body refused by its contract before anything was forwarded. */
  invalidInput: 'E000-400',
  /** Ours: the API name is not on the allowlist. */
  notFound: 'E000-404',
  /** Ours: the X-CSRF header is missing or the request is cross-site. */
  forbidden: 'E000-403',
  /** Ours: too many sign-in attempts; retry after the Retry-After header. */
  tooManyRequests: 'E000-429',
  /** Ours: the session store is unreachable. */
  storeUnavailable: 'E000-503',
  /** Ours: an order call while the session holds no temporary order (start again from the cart). */
  noOrderInProgress: 'E000-410',
  /** Ours: "Place order" pressed again while the first commit of the same order is in flight. */
  commitInProgress: 'E000-409',
  /**
   * Ours: a member update that would change the sign-in email; that takes the change-email flow
   * (password and a code mailed to the new address, docs/rules/accounts.md#sign-in-email).
   */
  useEmailChangeFlow: 'E000-422',
  /**
   * Ours: a sign-in the upstream accepted while the account's password or sign-in email was being
   * changed: it may have used the old ones, so it ends at once and the buyer signs in again
   * (docs/security.md#password-change).
   */
  credentialsChanged: 'E000-401',
  /** Ours: an unexpected server error (internals hidden). */
  unexpected: 'E000-500',
  /**
   * Ours: the upstream answered success in a shape its contract refuses
   * (docs/rules/errors-and-messages.md#status-catalogue); nothing of that answer reaches the
   * browser, and `/readyz` names the endpoint as degraded.
   */
  contractBreach: 'E000-502',
} as const;

/**
 * Ours: the shop service (the upstream) could not be reached at all — a refused connection or an
 * open breaker (docs/rules/errors-and-messages.md#status-catalogue). The buyer's own connection is
 * fine, so it is not worded as a network error; HTTP 502. Outside `StatusCode` so the first page,
 * which reads that object, does not carry it (docs/architecture.md#the-first-page).
 */
export const shopUnreachableCode = 'E000-521';

export type KnownStatusCode = (typeof StatusCode)[keyof typeof StatusCode];

/** An upstream or product status code: `E` + three digits + `-` + three digits. */
export const statusCodePattern = /^E\d{3}-\d{3}$/;

export const isSuccess = (status: string | undefined): boolean => status === StatusCode.success;
