/**
 * The page routes of docs/rules/site-and-pages.md#routes-and-login, as the server sees full page
 * loads. `:param` matches one path segment. Kept in step with web/src/app/router (public-routes,
 * member-routes, route-tree).
 */
export const publicPagePaths = [
  '/account/buyer_signup',
  '/account/buyer_confirm_signup',
  '/account/buyer_complete_signup',
  '/account/buyer_complete_pre_signup',
  '/account/buyer_policy',
  '/account/login',
  '/account/privacy_policy',
  '/account/reset_password',
  '/account/reset_password/complete',
  '/account/change_password',
  '/account/change_password/complete',
  '/reminder',
  '/reminder/complete',
  '/buyer_policy',
  // docs/rules/linked-services.md#promotion-mail-unsubscribe: the link of a promotion mail.
  '/mail/unsubscribe',
  // Test pages (docs/rules/site-and-pages.md#error-screens): the not-found and crash screens on
  // purpose.
  '/404_test',
  '/500_test',
] as const;

export const memberPagePaths = [
  '/',
  '/agree',
  '/catalog',
  '/faq_question',
  // Our own page (docs/rules/site-and-pages.md#contact): the site contact form.
  '/contact',
  '/favorites',
  '/follows',
  // Our own page, not one of docs/rules/site-and-pages.md#routes-and-login: the side-by-side
  // comparison of up to four products.
  '/compare',
  '/policy',
  '/seller',
  '/show',
  '/account/cookie-auth',
  '/js_ask_company',
  '/js_ask_product',
  '/js_bizmtg_company',
  '/js_bizmtg_product',
  // Our own page (docs/rules/trade-desk.md#quote-requests): a quote request about a product.
  '/js_quote_product',
  '/newsletter',
  '/newsletter/detail',
  '/newsletter/:code',
  '/search/certification',
  '/certification_index',
  '/search/searchCategory',
  '/search_index_category',
  '/search/searchList',
  '/search_list',
  '/search/searchSupplier',
  '/search_index_supplier_result',
  '/search_index_supplier',
  '/search_index_supplier/prefecture_code',
  '/specials',
  '/specials/detail',
  '/specials/:code',
  '/specials_place',
  '/specials_place/summary',
  '/specials_place/:code',
  '/specials_place/detail',
  '/specials_place/:code/:prefCode',
  // docs/rules/accounts.md#member-area
  '/mypage',
  '/mypage/profile',
  '/mypage/orders',
  '/mypage/orders/detail',
  '/mypage/points',
  '/mypage/coupons',
  '/mypage/addresses',
  '/mypage/cards',
  '/mypage/reviews',
  '/mypage/notifications',
  '/mypage/linked',
  '/mypage/leave',
  // docs/rules/trade-desk.md: the request inbox, saved searches and new-product alerts.
  '/mypage/requests',
  '/mypage/searches',
  '/mypage/alerts',
] as const;

/**
 * Shop pages (docs/rules/cart-and-checkout.md#pages), kept in step with
 * web/src/app/router/shop-routes.ts: guests may order, so cart and checkout need no login. The
 * member's order history is the member area's `/mypage/orders`.
 */
export const shopPublicPagePaths = [
  '/cart',
  '/checkout',
  '/checkout/complete',
  // The payment-login provider's way back (docs/rules/cart-and-checkout.md#payment-login).
  '/checkout/payment-login',
  '/order/guest',
] as const;

export type PageAccess = 'public' | 'member' | 'unknown';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

// Split once: every page load is matched against all of them.
const publicPatterns = [...publicPagePaths, ...shopPublicPagePaths].map(segmentsOf);
const memberPatterns = memberPagePaths.map(segmentsOf);

const matches = (parts: string[], path: string[]) =>
  parts.length === path.length &&
  parts.every((part, i) => part.startsWith(':') || part === path[i]);

/** Each route pattern walked in turn (pageAccess below). */
const accessOf = (pathname: string): PageAccess => {
  const path = segmentsOf(pathname);
  if (path.some((segment) => segment === '.' || segment === '..')) return 'unknown';
  const among = (patterns: string[][]) => patterns.some((parts) => matches(parts, path));
  if (among(publicPatterns)) return 'public';
  if (among(memberPatterns)) return 'member';
  return 'unknown';
};

// A page load asks this twice (the page rules, the page answer): a route written without
// parameters, as most page loads name it, is one lookup of what the walk above answers for it.
const exactAccess = new Map<string, PageAccess>(
  [...publicPagePaths, ...shopPublicPagePaths, ...memberPagePaths]
    .filter((path) => !path.includes(':'))
    .map((path) => [path, accessOf(path)]),
);

/**
 * Which page of docs/rules/site-and-pages.md#routes-and-login a path is: `public` (no login),
 * `member` (login required) or `unknown` (the real 404). A trailing slash is tolerated as the
 * client router does.
 */
export const pageAccess = (pathname: string): PageAccess =>
  exactAccess.get(pathname) ?? accessOf(pathname);
