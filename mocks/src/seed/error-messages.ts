import { couponRefusalMessage, UpstreamStatus as S } from '@kakehashi/contracts';

/**
 * The site's error-message tables (docs/rules/errors-and-messages.md#placeholders), served by
 * `site/get`. `{}` placeholders are filled in order by the product's formatter. Every code the mock
 * answers with is listed here.
 */
const rows: [string, string, string][] = [
  [
    S.pending,
    'メールを送信できませんでした。メールアドレスをご確認ください。',
    'We could not send the email. Please check the address.',
  ],
  [S.signoutFailed, 'ログアウトに失敗しました。', 'Sign-out failed.'],
  [S.clientIdMissing, 'クライアントIDがありません。', 'The client id is missing.'],
  [
    S.sessionInvalid,
    'セッションの有効期限が切れました。再度ログインしてください。',
    'Your session has expired. Please log in again.',
  ],
  [
    S.validation,
    '入力内容をご確認ください。',
    'Please check the form again to make sure you have filled in all the required fields.',
  ],
  [
    S.notFound,
    'お探しの情報が見つかりませんでした。掲載が終了したか、アドレスが変わった可能性があります。',
    'We could not find what you were looking for. It may no longer be listed, or its address may have changed.',
  ],
  [S.memberOnly, 'ログインが必要です。', 'Please log in to continue.'],
  [
    S.authModeMismatch,
    'この認証方式はご利用いただけません。',
    'This sign-in method is not available.',
  ],
  [
    S.badCredentials,
    'メールアドレスまたはパスワードが正しくありません。',
    'The email or password is incorrect.',
  ],
  [
    S.passwordLocked,
    'パスワードを{}回間違えたため、アカウントがロックされました。{}分後に再度お試しください。',
    'Your account is locked after {} failed attempts. Please try again in {} minutes.',
  ],
  [
    S.emailTaken,
    'このメールアドレスは既に登録されています。',
    'This email address is already registered.',
  ],
  [
    S.tokenInvalid,
    'URLの有効期限が切れているか、無効です。',
    'This link has expired or is invalid.',
  ],
  [
    S.passwordMismatch,
    '現在のパスワードが正しくありません。',
    'The current password is incorrect.',
  ],
  [S.twoFactorCodeWrong, '認証コードが正しくありません。', 'The verification code is incorrect.'],
  [
    S.twoFactorLocked,
    '認証コードの入力回数が上限に達しました。再度ログインしてください。',
    'Too many incorrect codes. Please log in again.',
  ],
  [
    S.twoFactorExpired,
    '認証コードの有効期限が切れました。再度ログインしてください。',
    'The verification code has expired. Please log in again.',
  ],
  [
    S.cartQuantity,
    // In pieces, as E030-004 below and the BFF's own refusals say a count: the gateway shows this
    // one to the buyer as it is (a cart line or an add over the stock).
    '数量は{}個から{}個の範囲で指定してください。',
    'Please choose a quantity between {} and {}\u00a0units.',
  ],
  [
    S.cartNotPurchasable,
    'この商品は現在ご購入いただけません。',
    'This product cannot be purchased now.',
  ],
  [S.cartEmpty, 'カートに商品がありません。', 'Your cart is empty.'],
  [
    S.cartBelowMoq,
    // The count is in pieces, named as the BFF's own refusal names it (quantityProblemText in
    // contracts/src/rules/quantity.ts), not left to guess.
    'この商品の最小発注数量（MOQ）は{}個です。{}個以上でご注文ください。',
    'The minimum order quantity (MOQ) for this product is {}\u00a0units. Please order at least {}\u00a0units.',
  ],
  [
    S.deliveryTemperature,
    'この配送方法では冷凍・冷蔵の商品をお届けできません。クール便をお選びください。',
    'Frozen or chilled goods cannot travel by this delivery method. Please choose refrigerated delivery.',
  ],
  [
    S.orderIncomplete,
    'ご注文手続きが完了していない項目があります。',
    'Some order steps are not complete.',
  ],
  [
    S.orderClosed,
    'このご注文は既に確定またはキャンセルされています。',
    'This order is already completed or cancelled.',
  ],
  [S.couponUnusable, 'このクーポンはご利用いただけません。', 'This coupon cannot be used.'],
  [
    S.couponExhausted,
    'このクーポンは利用上限に達したため、これ以上発行できません。',
    'This coupon has reached its maximum use and cannot be issued any more.',
  ],
  [
    S.couponMemberMax,
    'このクーポンは、お一人様が受け取れる枚数をすでに受け取っています。',
    'You already have as many of this coupon as one buyer can receive.',
  ],
  [
    S.couponMembersOnly,
    'このクーポンは会員の方のみご利用いただけます。',
    'This coupon cannot be used by non-members.',
  ],
  // Why a coupon is refused, in the contracts' words (docs/rules/cart-and-checkout.md#coupons).
  ...(
    [
      [S.couponExpired, 'expired'],
      [S.couponNotStarted, 'notStarted'],
      [S.couponUnknown, 'unknownCode'],
      [S.couponUsed, 'alreadyUsed'],
      [S.couponNotForItems, 'notForTheseItems'],
    ] as const
  ).map(([code, reason]): [string, string, string] => [
    code,
    couponRefusalMessage('jp', reason),
    couponRefusalMessage('en', reason),
  ]),
  [S.pointsInsufficient, 'ポイント残高が不足しています。', 'You do not have enough points.'],
  [
    S.pointsSpentElsewhere,
    'ご利用ポイントが残高を超えています。ほかのご注文でポイントが使われました。ご利用ポイントを設定し直してください。',
    'The points for this order are no longer in your balance: another order used them. Please set the points again.',
  ],
  [S.cardAuthError, 'カード認証に失敗しました。', 'Card authentication failed.'],
  [S.cardAuthCancel, 'カード認証がキャンセルされました。', 'Card authentication was cancelled.'],
  [
    S.pointCardInvalid,
    'カード番号またはPINが正しくありません。',
    'The card number or PIN is incorrect.',
  ],
  [
    S.pointCardTaken,
    'このカードは他の会員に連携されているため、連携できません。',
    'This card is linked to another member and cannot be linked.',
  ],
  [S.pointCardNotLinked, 'ポイントカードが連携されていません。', 'No points card is linked.'],
  [
    S.organizationLinked,
    'この団体は既に登録されています。',
    'This organisation is already linked.',
  ],
  [S.emailCodeWrong, '確認コードが正しくありません。', 'The confirmation code is incorrect.'],
  [
    S.emailCodeExpired,
    '確認コードの有効期限が切れました。コードを再送してください。',
    'The confirmation code has expired. Please send a new code.',
  ],
  [
    S.fetchError,
    '通信エラーが発生しました。時間をおいて再度お試しください。',
    'A network error occurred. Please try again later.',
  ],
  [S.noData, 'データがありません。', 'No data.'],
];

export const errorMessages = {
  ja: Object.fromEntries(rows.map(([code, ja]) => [code, ja])),
  en: Object.fromEntries(rows.map(([code, , en]) => [code, en])),
};
