import { useTranslation } from 'react-i18next';
import { useFollowList } from '@/shared/follows/use-follows';
import { useSavedSearches } from '../api/list-saved-searches';

/**
 * What /mypage/alerts says when nothing is new (docs/rules/trade-desk.md#new-product-alerts): what
 * the buyer is watching ("Watching 1 supplier and 1 saved search"), so a buyer who follows and
 * saves is not told to start doing so; the invitation only to a buyer who watches nothing.
 */
export function NothingNew() {
  const { t } = useTranslation();
  const follows = useFollowList();
  const searches = useSavedSearches();
  if (!follows.data || !searches.data) return <p aria-busy="true" />;
  const suppliers = follows.data.hit;
  const saved = searches.data.length;
  const parts = [
    suppliers > 0 ? t('trade.alerts.watchingSuppliers', { count: suppliers }) : '',
    saved > 0 ? t('trade.alerts.watchingSearches', { count: saved }) : '',
  ].filter((part) => part !== '');
  if (parts.length === 0) return <p>{t('trade.alerts.empty')}</p>;
  const what =
    parts.length === 2
      ? t('trade.alerts.watchingBoth', { first: parts[0], second: parts[1] })
      : parts[0];
  return <p>{t('trade.alerts.watching', { what })}</p>;
}
