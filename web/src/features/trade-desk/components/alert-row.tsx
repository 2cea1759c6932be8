import { useTranslation } from 'react-i18next';
import type { Alert } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/icons';
import { localName } from '../lib/local-name';

/**
 * One alert (docs/rules/trade-desk.md#new-product-alerts): "3 new from Okada Tea" or
 * "5 new for ‘organic matcha’"; pressing it shows those products and counts them as seen.
 */
export function AlertRow({
  alert,
  busy,
  onOpen,
}: {
  alert: Alert;
  busy: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const supplier = alert.source === 'supplier';
  const text = supplier
    ? t('trade.alerts.fromSupplier', { count: alert.count, name: localName(alert, lang) })
    : t('trade.alerts.forSearch', { count: alert.count, name: alert.name });
  return (
    <li className="alert-row">
      <button type="button" className="alert-row__button" disabled={busy} onClick={onOpen}>
        <span className="alert-row__icon">
          <Icon name={supplier ? 'factory' : 'search'} size={20} />
        </span>
        <span className="alert-row__text">{text}</span>
        <span className="alert-row__go">
          {t(supplier ? 'trade.alerts.seeSupplier' : 'trade.alerts.seeResults')}
        </span>
      </button>
    </li>
  );
}
