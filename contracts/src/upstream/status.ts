/**
 * Status codes the commerce upstream answers with, beyond the product's own catalogue
 * (result/status-codes.ts). spec §4/§8 say lock and validation codes exist but do not name them;
 * these are the mock's choices, listed with messages in `site/get` error tables.
 * Business failures come with HTTP 200 and `{ status, data }`, like the SaaS.
 */
export const UpstreamStatus = {
  success: 'E000-000',
  /** spec §8: reset-mail request that did not succeed (e.g. unknown email). */
  pending: 'E000-100',
  /** spec §8: sign-out failed (no such session). */
  signoutFailed: 'E000-002',
  /** The request carried no client id header (obtain one with original/account/id). */
  clientIdMissing: 'E000-003',
  /** spec §8: access or refresh token expired, revoked or unknown. */
  sessionInvalid: 'E000-006',
  /** Request body refused: `data.errors` holds `{ name, value }` per field. */
  validation: 'E000-010',
  /** The addressed record (item, supplier, order, content …) does not exist. */
  notFound: 'E000-004',
  /** spec §8: member-only call without an access token. */
  memberOnly: 'E028-901',
  /** spec §5: the call does not match the site's authentication type. */
  authModeMismatch: 'E091-005',
  /** Email or password incorrect. */
  badCredentials: 'E001-001',
  /** spec §4: password lock after repeated bad passwords. */
  passwordLocked: 'E001-002',
  /** The email is already registered. */
  emailTaken: 'E001-003',
  /** Password reset or sign-up token unknown or expired. */
  tokenInvalid: 'E001-004',
  /** Current password wrong (password update, leave). */
  passwordMismatch: 'E001-005',
  /** spec §4: two-factor code wrong. */
  twoFactorCodeWrong: 'E091-010',
  /** spec §4: two-factor lock after repeated wrong codes; log in again. */
  twoFactorLocked: 'E091-011',
  /** Two-factor code (or its auth_code_token) expired or unknown. */
  twoFactorExpired: 'E091-012',
  /** Cart problems: quantity outside bounds, not purchasable now, empty cart. */
  cartQuantity: 'E030-001',
  cartNotPurchasable: 'E030-002',
  cartEmpty: 'E030-003',
  /** Order not ready to commit (a step missing) or already closed. */
  orderIncomplete: 'E040-001',
  orderClosed: 'E040-002',
  /** spec §5 coupon messages: unusable, exhausted, per-member max reached, members only. */
  couponUnusable: 'E050-001',
  couponExhausted: 'E050-002',
  couponMemberMax: 'E050-003',
  couponMembersOnly: 'E050-004',
  /** Points: more than the balance. */
  pointsInsufficient: 'E060-001',
  /** spec §4: 3-D Secure return with error or cancel (card provider). */
  cardAuthError: 'E070-001',
  cardAuthCancel: 'E070-002',
  /** spec §8 generic fetch-error code announced in site settings. */
  fetchError: 'E999-999',
  /** spec §8 'no data' code. */
  noData: 'E999-998',
} as const;

export type UpstreamStatusCode = (typeof UpstreamStatus)[keyof typeof UpstreamStatus];
