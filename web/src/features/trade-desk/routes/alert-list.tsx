import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime, type Alert, type AlertsData } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { useFreshAlerts } from '../api/get-fresh-alerts';
import { useMarkAlertsSeen } from '../api/mark-alerts-seen';
import { useOpenSavedSearch } from '../api/open-saved-search';
import { AlertRow } from '../components/alert-row';
import { LoadState } from '../components/load-state';
import { NothingNew } from '../components/nothing-new';
import { savedSearchHref } from '../lib/saved-search-href';

/**
 * /mypage/alerts (docs/rules/trade-desk.md#new-product-alerts): products new from the suppliers
 * the buyer follows and for the searches they saved, counted again on opening. Opening an alert
 * shows the products and starts its count again.
 */
export function AlertList() {
  const { t } = useTranslation();
  const alerts = useFreshAlerts();
  return (
    <LoadState query={alerts} failed={t('trade.alerts.loadFailed')}>
      {(data) => <AlertsContent data={data} />}
    </LoadState>
  );
}

/** The alerts once counted: when, each alert, and "mark as seen" for the suppliers'. */
function AlertsContent({ data }: { data: AlertsData }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const navigate = useNavigate();
  const seen = useMarkAlertsSeen();
  const openSearch = useOpenSavedSearch();
  const open = (alert: Alert) => {
    if (alert.source === 'supplier') {
      const href = `/seller?id=${encodeURIComponent(alert.sourceId)}`;
      seen.mutate({ supplierId: alert.sourceId }, { onSettled: () => navigate(href) });
    } else {
      const href = savedSearchHref(alert.query ?? '');
      openSearch.mutate(alert.sourceId, { onSettled: () => navigate(href) });
    }
  };
  const { alerts: list, countedAt } = data;
  const hasSupplierAlerts = list.some((alert) => alert.source === 'supplier');
  return (
    <div className="alert-list">
      {countedAt && (
        <p className="alert-list__counted">
          {t('trade.alerts.countedAt', { time: formatDateTime(countedAt, lang) })}
        </p>
      )}
      {seen.isError && <ErrorNotice message={seen.error.message || t('trade.alerts.seenFailed')} />}
      {list.length === 0 ? (
        <div className="trade-empty">
          <NothingNew />
          <p className="trade-empty__links">
            <Link to="/follows">{t('trade.alerts.follows')}</Link>
            <Link to="/mypage/searches">{t('trade.alerts.searches')}</Link>
          </p>
        </div>
      ) : (
        <ul className="alert-rows">
          {list.map((alert) => (
            <AlertRow
              key={`${alert.source}-${alert.sourceId}`}
              alert={alert}
              busy={seen.isPending || openSearch.isPending}
              onOpen={() => open(alert)}
            />
          ))}
        </ul>
      )}
      {hasSupplierAlerts && (
        <p>
          <button
            type="button"
            className="button button--small"
            disabled={seen.isPending}
            onClick={() => seen.mutate({})}
          >
            {t('trade.alerts.markSuppliersSeen')}
          </button>
        </p>
      )}
    </div>
  );
}
