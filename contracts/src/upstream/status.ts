/**
 * Status codes the commerce upstream answers with, beyond the product's own catalogue
 * (result/status-codes.ts). The product has lock and validation codes without naming them
 * (docs/rules/accounts.md#lock-codes); these are the mock's choices, listed with messages in
 * `site/get` error tables. Business failures come with HTTP 200 and `{ status, data }`, like the
 * SaaS.
 */
export const UpstreamStatus = {
  success: 'E000-000',
  /**
   * docs/rules/accounts.md#password-reset-and-change: reset-mail request that did not succeed (e.g.
   * unknown email).
   */
  pending: 'E000-100',
  /** docs/rules/accounts.md#sessions-and-refresh: sign-out failed (no such session). */
  signoutFailed: 'E000-002',
  /** The request carried no client id header (obtain one with original/account/id). */
  clientIdMissing: 'E000-003',
  /**
   * docs/rules/accounts.md#sessions-and-refresh: access or refresh token expired, revoked or
   * unknown.
   */
  sessionInvalid: 'E000-006',
  /** Request body refused: `data.errors` holds `{ name, value }` per field. */
  validation: 'E000-010',
  /** The addressed record (item, supplier, order, content …) does not exist. */
  notFound: 'E000-004',
  /**
   * docs/rules/errors-and-messages.md#status-catalogue: member-only call without an access token.
   */
  memberOnly: 'E028-901',
  /**
   * docs/rules/accounts.md#sign-in-modes: the call does not match the site's authentication type.
   */
  authModeMismatch: 'E091-005',
  /** Email or password incorrect. */
  badCredentials: 'E001-001',
  /** docs/rules/accounts.md#lock-codes: password lock after repeated bad passwords. */
  passwordLocked: 'E001-002',
  /** The email is already registered. */
  emailTaken: 'E001-003',
  /** Password reset or sign-up token unknown or expired. */
  tokenInvalid: 'E001-004',
  /** Current password wrong (password update, leave). */
  passwordMismatch: 'E001-005',
  /** docs/rules/accounts.md#two-factor-sign-in: two-factor code wrong. */
  twoFactorCodeWrong: 'E091-010',
  /**
   * docs/rules/accounts.md#two-factor-sign-in: two-factor lock after repeated wrong codes; log in
   * again.
   */
  twoFactorLocked: 'E091-011',
  /** Two-factor code (or its auth_code_token) expired or unknown. */
  twoFactorExpired: 'E091-012',
  /** Cart problems: quantity outside bounds, not purchasable now, empty cart. */
  cartQuantity: 'E030-001',
  cartNotPurchasable: 'E030-002',
  cartEmpty: 'E030-003',
  /**
   * docs/rules/cart-and-checkout.md#quantity-bounds: a line below a minimum above 1, whatever
   * sets it (custom.moq, the item's or the SKU's minimum purchase), which every screen names the
   * MOQ (`namesMoq`); placeholders: that minimum, twice. A minimum of 1 is E030-001's.
   */
  cartBelowMoq: 'E030-004',
  /** Order not ready to commit (a step missing) or already closed. */
  orderIncomplete: 'E040-001',
  orderClosed: 'E040-002',
  /**
   * docs/rules/cart-and-checkout.md#delivery-by-temperature: the delivery method cannot keep the
   * unit's goods at their transport temperature (frozen goods by ambient delivery).
   */
  deliveryTemperature: 'E040-003',
  /**
   * Coupon messages (docs/rules/cart-and-checkout.md#coupons): unusable, exhausted, per-member max
   * reached, members only.
   */
  couponUnusable: 'E050-001',
  couponExhausted: 'E050-002',
  couponMemberMax: 'E050-003',
  couponMembersOnly: 'E050-004',
  /** Why else a coupon is refused: expired, not yet started, unknown code, used, not for the cart. */
  couponExpired: 'E050-005',
  couponNotStarted: 'E050-006',
  couponUnknown: 'E050-007',
  couponUsed: 'E050-008',
  couponNotForItems: 'E050-009',
  /** Points: more than the balance. */
  pointsInsufficient: 'E060-001',
  /**
   * docs/rules/cart-and-checkout.md#points: at commit the order's points are no longer in the
   * balance (another order spent them first); the order is not placed.
   */
  pointsSpentElsewhere: 'E060-002',
  /**
   * docs/rules/cart-and-checkout.md#3-d-secure-return: 3-D Secure return with error or cancel (card
   * provider).
   */
  cardAuthError: 'E070-001',
  cardAuthCancel: 'E070-002',
  /**
   * docs/rules/linked-services.md#points-card: the card number or PIN is wrong; the card is linked
   * to another member; the member has no card linked.
   */
  pointCardInvalid: 'E080-001',
  pointCardTaken: 'E080-002',
  pointCardNotLinked: 'E080-003',
  /** docs/rules/linked-services.md#organisations: the organisation is already linked. */
  organizationLinked: 'E081-001',
  /**
   * docs/rules/linked-services.md#notification-address: the mailed code is wrong, or expired /
   * used up after repeated wrong codes.
   */
  emailCodeWrong: 'E082-001',
  emailCodeExpired: 'E082-002',
  /**
   * Generic fetch-error code announced in site settings
   * (docs/rules/errors-and-messages.md#status-catalogue).
   */
  fetchError: 'E999-999',
  /** 'no data' code (docs/rules/errors-and-messages.md#status-catalogue). */
  noData: 'E999-998',
} as const;

export type UpstreamStatusCode = (typeof UpstreamStatus)[keyof typeof UpstreamStatus];
