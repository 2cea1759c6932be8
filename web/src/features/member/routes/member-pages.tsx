// The member area's pages in one lazy chunk (docs/rules/accounts.md#member-area).
export { MypagePage } from './mypage-page';
export { ProfilePage } from './profile-page';
export { OrderHistoryPage } from './order-history-page';
export { OrderDetailPage } from './order-detail-page';
export { PointsPage } from './points-page';
export { CouponsPage } from './coupons-page';
export { AddressesPage } from './addresses-page';
export { CardsPage } from './cards-page';
export { ReviewsPage } from './reviews-page';
export { NotificationsPage } from './notifications-page';
export { LeavePage } from './leave-page';
export { LinkedPage } from './linked-page';
