import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session';
import { Icon } from '@/shared/ui/icons';
import { useAlertCount } from '../api/get-alerts';

/**
 * The header's link to the new-product alerts with their number (docs/rules/trade-desk.md#new-product-alerts),
 * for a signed-in buyer only. The number is read once per interval while the header stays
 * mounted, not on every page view.
 */
export function AlertCount({ className = 'header-link' }: { className?: string }) {
  const { t } = useTranslation();
  const signedIn = useSession().data?.signedIn === true;
  const count = useAlertCount(signedIn).data ?? 0;
  if (!signedIn) return null;
  return (
    <Link
      to="/mypage/alerts"
      className={`${className} alert-count`}
      aria-label={t('nav.alertsCount', { count })}
      title={t('nav.alertsCount', { count })}
    >
      <Icon name="bell" size={18} />
      {/* A bell and its number: the header has no room for one more word (the name is the link's). */}
      {count > 0 && (
        <span className="alert-count__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
