import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotifyEntry } from '@kakehashi/contracts/web';
import { itemName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { errorMessageOf } from '@/shared/lib/api-error';
import { ReviewDate } from '@/shared/reviews/review-date';
import { ConfirmRemove } from '@/shared/ui/confirm-remove';
import { useNotifications, useRemoveNotification } from '../api/notifications';
import { MypageFrame } from '../components/mypage-frame';
import { ProductThumb } from '../components/product-thumb';
import { QueryState } from '../components/query-state';
import { skuVariationLabel } from '../lib/sku-variation';

/**
 * /mypage/notifications: the products the buyer asked to hear about when back in stock, with the
 * SKU and its variation; removing one asks first
 * (docs/rules/reviews-and-notifications.md#arrival-notifications).
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const notifications = useNotifications();
  const remove = useRemoveNotification();
  const [notice, setNotice] = useState<string | null>(null);

  const row = (entry: NotifyEntry) => {
    const { item } = entry;
    const name = item ? itemName(item, locale) : t('reviews.itemGone');
    const variation = skuVariationLabel(item, entry.skuId, locale);
    return (
      <li key={entry.skuId} className="member-review">
        <ProductThumb item={item} />
        <div className="member-review__main">
          <h2 className="member-review__product">
            {item ? <Link to={`/show?code=${encodeURIComponent(item.code)}`}>{name}</Link> : name}
          </h2>
          <p className="member-review__facts">
            {variation && <span>{variation}</span>}
            <span>
              {t('notifications.sku')}: {entry.skuCode ?? entry.skuId}
            </span>
          </p>
          {entry.created_at && (
            <p className="review__meta">
              {t('notifications.since')} <ReviewDate iso={entry.created_at} />
            </p>
          )}
        </div>
        <div className="member-review__actions">
          <ConfirmRemove
            label={t('notifications.remove')}
            question={t('notifications.confirmRemove', { name })}
            confirmLabel={t('notifications.confirmRemoveButton')}
            cancelLabel={t('reviews.form.cancel')}
            disabled={remove.isPending}
            onConfirm={() => {
              setNotice(null);
              remove.mutate(entry, { onSuccess: () => setNotice(t('notifications.removed')) });
            }}
          />
        </div>
      </li>
    );
  };

  return (
    <MypageFrame title={t('notifications.title')} lead={t('notifications.lead')}>
      {notice && (
        <p className="notice notice--success" role="status">
          {notice}
        </p>
      )}
      {remove.isError && (
        <p className="notice notice--error" role="alert">
          {errorMessageOf(remove.error, t('common.unexpectedError'))}
        </p>
      )}
      <QueryState query={notifications}>
        {(data) =>
          data.notifies.length === 0 ? (
            <p className="notice notice--info">{t('notifications.none')}</p>
          ) : (
            <ul className="member-reviews">{data.notifies.map(row)}</ul>
          )
        }
      </QueryState>
    </MypageFrame>
  );
}
