import type { RouteObject } from 'react-router';
import { lazyPages } from './lazy-page';

const search = () => import('@/features/search/routes/search-pages');
const requests = () => import('@/features/requests/routes/request-pages');
const news = () => import('@/features/news/routes/news-pages');
const specials = () => import('@/features/specials/routes/special-pages');
const account = () => import('@/features/account/routes/policy-pages');
const mypage = () => import('@/features/member/routes/member-pages');

/**
 * docs/rules/site-and-pages.md#routes-and-login: the pages that need a signed-in buyer, with every
 * alias.
 */
export const memberRoutes: RouteObject[] = [
  ...lazyPages(['/'], async () => (await import('@/features/home/routes/home-page')).HomePage),
  ...lazyPages(['/agree'], async () => (await account()).AgreePage),
  ...lazyPages(['/policy'], async () => (await account()).MemberPrivacyPolicyPage),
  ...lazyPages(
    ['/account/cookie-auth'],
    async () => (await import('@/features/account/routes/cookie-auth-page')).CookieAuthPage,
  ),
  ...lazyPages(['/catalog'], async () => (await news()).CatalogPage),
  ...lazyPages(
    ['/faq_question'],
    async () => (await import('@/features/info/routes/faq-page')).FaqPage,
  ),
  ...lazyPages(
    ['/favorites'],
    async () => (await import('@/features/lists/routes/favorites-page')).FavoritesPage,
  ),
  ...lazyPages(
    ['/follows'],
    async () => (await import('@/features/lists/routes/follows-page')).FollowsPage,
  ),
  ...lazyPages(
    ['/compare'],
    async () => (await import('@/features/lists/routes/compare-page')).ComparePage,
  ),
  ...lazyPages(
    ['/seller'],
    async () =>
      (await import('@/features/supplier/routes/supplier-detail-page')).SupplierDetailPage,
  ),
  ...lazyPages(
    ['/show'],
    async () => (await import('@/features/product/routes/product-detail-page')).ProductDetailPage,
  ),
  ...lazyPages(['/js_ask_company'], async () => (await requests()).AskCompanyPage),
  ...lazyPages(['/js_ask_product'], async () => (await requests()).AskProductPage),
  ...lazyPages(['/js_bizmtg_company'], async () => (await requests()).BizMeetingCompanyPage),
  ...lazyPages(['/js_bizmtg_product'], async () => (await requests()).BizMeetingProductPage),
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
];
