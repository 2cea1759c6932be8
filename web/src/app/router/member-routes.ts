import type { RouteObject } from 'react-router';
import { lazyPages, routeModule } from './lazy-page';

const home = routeModule(() => import('@/features/home/routes/home-page'), ['home', 'catalog']);
const search = routeModule(
  () => import('@/features/search/routes/search-pages'),
  ['discovery', 'catalog', 'shared'],
);
// A quote counts pieces in the word the product's price names: its words are the catalogue's, as
// the cards say them too (unit-of-sale.ts).
const requests = routeModule(
  () => import('@/features/requests/routes/request-pages'),
  ['matching', 'trade', 'catalog', 'shared'],
);
const tradeDesk = routeModule(
  () => import('@/app/router/trade-desk-pages'),
  ['trade', 'member', 'shared'],
);
const news = routeModule(
  () => import('@/features/news/routes/news-pages'),
  ['discovery', 'catalog', 'shared'],
);
const specials = routeModule(
  () => import('@/features/specials/routes/special-pages'),
  ['discovery', 'catalog'],
);
const account = routeModule(
  () => import('@/features/account/routes/policy-pages'),
  ['account', 'shared'],
);
const cookieAuth = routeModule(
  () => import('@/features/account/routes/cookie-auth-page'),
  ['account', 'shared'],
);
const faq = routeModule(() => import('@/features/info/routes/faq-page'), ['info', 'home', 'video']);
const contact = routeModule(
  () => import('@/features/contact/routes/contact-page'),
  ['info', 'shared'],
);
// The rows' prices say what one unit is: its words are the shop's (unit-of-sale.ts).
const favorites = routeModule(
  () => import('@/features/lists/routes/favorites-page'),
  ['matching', 'catalog', 'shop'],
);
const follows = routeModule(
  () => import('@/features/lists/routes/follows-page'),
  ['matching', 'catalog'],
);
// The comparison offers the product page's cart control: its strings come along (shop, shared).
const compare = routeModule(
  () => import('@/features/lists/routes/compare-page'),
  ['matching', 'catalog', 'shop', 'shared'],
);
const supplier = routeModule(
  () => import('@/features/supplier/routes/supplier-detail-page'),
  ['matching', 'catalog', 'shared'],
);
const product = routeModule(
  () => import('@/features/product/routes/product-detail-page'),
  ['matching', 'catalog', 'shop', 'reviews', 'shared'],
);
const mypage = routeModule(
  () => import('@/features/member/routes/member-pages'),
  ['member', 'linked', 'reviews', 'registration', 'catalog', 'shared', 'shop'],
);

/**
 * docs/rules/site-and-pages.md#routes-and-login: the pages that need a signed-in buyer, with every
 * alias.
 */
export const memberRoutes: RouteObject[] = [
  ...lazyPages(['/'], async () => (await home()).HomePage),
  ...lazyPages(['/agree'], async () => (await account()).AgreePage),
  ...lazyPages(['/policy'], async () => (await account()).MemberPrivacyPolicyPage),
  ...lazyPages(['/account/cookie-auth'], async () => (await cookieAuth()).CookieAuthPage),
  ...lazyPages(['/catalog'], async () => (await news()).CatalogPage),
  ...lazyPages(['/faq_question'], async () => (await faq()).FaqPage),
  // docs/rules/site-and-pages.md#contact: login-required like the FAQ page that links to it.
  ...lazyPages(['/contact'], async () => (await contact()).ContactPage),
  ...lazyPages(['/favorites'], async () => (await favorites()).FavoritesPage),
  ...lazyPages(['/follows'], async () => (await follows()).FollowsPage),
  ...lazyPages(['/compare'], async () => (await compare()).ComparePage),
  ...lazyPages(['/seller'], async () => (await supplier()).SupplierDetailPage),
  ...lazyPages(['/show'], async () => (await product()).ProductDetailPage),
  ...lazyPages(['/js_ask_company'], async () => (await requests()).AskCompanyPage),
  ...lazyPages(['/js_ask_product'], async () => (await requests()).AskProductPage),
  ...lazyPages(['/js_bizmtg_company'], async () => (await requests()).BizMeetingCompanyPage),
  ...lazyPages(['/js_bizmtg_product'], async () => (await requests()).BizMeetingProductPage),
  // docs/rules/trade-desk.md#quote-requests: our own page, beside the ask and meeting requests.
  ...lazyPages(['/js_quote_product'], async () => (await requests()).QuoteProductPage),
  ...lazyPages(['/newsletter'], async () => (await news()).NewsletterListPage),
  ...lazyPages(
    ['/newsletter/detail', '/newsletter/:code'],
    async () => (await news()).NewsletterDetailPage,
  ),
  ...lazyPages(
    ['/search/certification', '/certification_index'],
    async () => (await search()).CertificationPage,
  ),
  ...lazyPages(
    ['/search/searchCategory', '/search_index_category'],
    async () => (await search()).SearchCategoryPage,
  ),
  ...lazyPages(['/search/searchList', '/search_list'], async () => (await search()).SearchListPage),
  ...lazyPages(
    ['/search/searchSupplier', '/search_index_supplier_result'],
    async () => (await search()).SearchSupplierPage,
  ),
  ...lazyPages(['/search_index_supplier'], async () => (await search()).SupplierIndexPage),
  ...lazyPages(
    ['/search_index_supplier/prefecture_code'],
    async () => (await search()).SupplierPrefecturePage,
  ),
  ...lazyPages(['/specials'], async () => (await specials()).SpecialsPage),
  ...lazyPages(
    ['/specials/detail', '/specials/:code'],
    async () => (await specials()).SpecialDetailPage,
  ),
  ...lazyPages(['/specials_place'], async () => (await specials()).SpecialsPlacePage),
  ...lazyPages(
    ['/specials_place/summary'],
    async () => (await specials()).SpecialsPlaceSummaryPage,
  ),
  ...lazyPages(
    ['/specials_place/:code', '/specials_place/detail', '/specials_place/:code/:prefCode'],
    async () => (await specials()).SpecialsPlaceDetailPage,
  ),
  // docs/rules/accounts.md#member-area: the buyer's own pages.
  ...lazyPages(['/mypage'], async () => (await mypage()).MypagePage),
  ...lazyPages(['/mypage/profile'], async () => (await mypage()).ProfilePage),
  ...lazyPages(['/mypage/orders'], async () => (await mypage()).OrderHistoryPage),
  ...lazyPages(['/mypage/orders/detail'], async () => (await mypage()).OrderDetailPage),
  ...lazyPages(['/mypage/points'], async () => (await mypage()).PointsPage),
  ...lazyPages(['/mypage/coupons'], async () => (await mypage()).CouponsPage),
  ...lazyPages(['/mypage/addresses'], async () => (await mypage()).AddressesPage),
  ...lazyPages(['/mypage/cards'], async () => (await mypage()).CardsPage),
  ...lazyPages(['/mypage/reviews'], async () => (await mypage()).ReviewsPage),
  ...lazyPages(['/mypage/notifications'], async () => (await mypage()).NotificationsPage),
  ...lazyPages(['/mypage/linked'], async () => (await mypage()).LinkedPage),
  ...lazyPages(['/mypage/leave'], async () => (await mypage()).LeavePage),
  // docs/rules/trade-desk.md: the buyer's trade desk in the member area.
  ...lazyPages(['/mypage/requests'], async () => (await tradeDesk()).RequestInboxPage),
  ...lazyPages(['/mypage/searches'], async () => (await tradeDesk()).SavedSearchesPage),
  ...lazyPages(['/mypage/alerts'], async () => (await tradeDesk()).AlertsPage),
];
