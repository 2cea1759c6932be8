import { useTranslation } from 'react-i18next';
import { MypageFrame } from '@/features/member/components/mypage-frame';
import { AlertList } from '@/features/trade-desk/routes/alert-list';
import { RequestInbox } from '@/features/trade-desk/routes/request-inbox';
import { SavedSearchList } from '@/features/trade-desk/routes/saved-search-list';

// The trade desk's pages (docs/rules/trade-desk.md) sit in the member area: composed here, since
// features do not import each other, from the member area's frame and the trade desk's content.

/** /mypage/requests: the request inbox. */
export function RequestInboxPage() {
  const { t } = useTranslation();
  return (
    <MypageFrame title={t('trade.inbox.title')} lead={t('trade.inbox.lead')}>
      <RequestInbox />
    </MypageFrame>
  );
}

/** /mypage/searches: the saved searches. */
export function SavedSearchesPage() {
  const { t } = useTranslation();
  return (
    <MypageFrame title={t('trade.searches.title')} lead={t('trade.searches.lead')}>
      <SavedSearchList />
    </MypageFrame>
  );
}

/** /mypage/alerts: the new-product alerts. */
export function AlertsPage() {
  const { t } = useTranslation();
  return (
    <MypageFrame title={t('trade.alerts.title')} lead={t('trade.alerts.lead')}>
      <AlertList />
    </MypageFrame>
  );
}
