import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RequestTarget } from '../lib/use-request-target';
import { labelled } from '@/shared/cart/variation-name';
import { useLocale } from '@/shared/i18n/i18n';

/**
 * The request went out: its reference, where the copy went, and the ways on — back to the
 * product or supplier, or to the inbox that now holds it (docs/rules/trade-desk.md#request-inbox).
 */
export function RequestSent({
  id,
  email,
  target,
}: {
  id: string;
  email: string;
  target: RequestTarget;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="card card--complete request-sent" role="status">
      <p className="request-sent__lead">{t('matching.requests.sentLead', { email })}</p>
      <p>
        {labelled(t('matching.requests.reference'), '', locale)}
        <strong>{id}</strong>
      </p>
      <p className="request-sent__links">
        <Link to="/mypage/requests">{t('trade.inbox.seeInInbox')}</Link>
        {target.itemCode && (
          <Link to={`/show?code=${encodeURIComponent(target.itemCode)}`}>
            {t('matching.requests.backToProduct')}
          </Link>
        )}
        {target.supplierId && (
          <Link to={`/seller?id=${encodeURIComponent(target.supplierId)}`}>
            {t('matching.requests.backToSupplier')}
          </Link>
        )}
      </p>
    </div>
  );
}
