import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RequestTarget } from '../lib/use-request-target';

/** Who receives the request, and the product it is about, so the buyer never guesses. */
export function RequestTargetBox({ target }: { target: RequestTarget }) {
  const { t } = useTranslation();
  return (
    <dl className="request-target">
      {target.supplierName && (
        <div className="request-target__row">
          <dt>{t('matching.requests.to')}</dt>
          <dd>
            {target.supplierId ? (
              <Link to={`/seller?id=${encodeURIComponent(target.supplierId)}`}>
                {target.supplierName}
              </Link>
            ) : (
              target.supplierName
            )}
          </dd>
        </div>
      )}
      {target.productName && target.itemCode && (
        <div className="request-target__row">
          <dt>{t('matching.requests.about')}</dt>
          <dd>
            <Link to={`/show?code=${encodeURIComponent(target.itemCode)}`}>
              {target.productName}
            </Link>
          </dd>
        </div>
      )}
    </dl>
  );
}
