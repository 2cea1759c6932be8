import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotifyEntry } from '@kakehashi/contracts/web';
import { itemName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { errorMessageOf } from '@/shared/lib/api-error';
import { ReviewDate } from '@/shared/reviews/review-date';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { ConfirmRemove } from '@/shared/ui/confirm-remove';
import { useNotifications } from '../api/list-notifications';
import { useRemoveNotification } from '../api/remove-notification';
import { MypageFrame } from '../components/mypage-frame';
import { ProductRow } from '../components/product-row';
import { QueryState } from '../components/query-state';
import { skuVariationLabel } from '../lib/sku-variation';

/**
 * /mypage/notifications: the products the buyer asked to hear about when back in stock, with the
 * variation by name (never by its SKU code, UI.md; nothing for a single-variation product);
 * removing one asks first
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
      <ProductRow
        key={entry.skuId}
        item={item}
        name={name}
        actions={
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
        }
      >
        {variation && (
          <p className="member-review__facts">
            <span>{variation}</span>
          </p>
        )}
        {entry.created_at && (
          <p className="review__meta">
            {t('notifications.since')} <ReviewDate iso={entry.created_at} />
          </p>
        )}
      </ProductRow>
    );
  };

  return (
    <MypageFrame title={t('notifications.title')} lead={t('notifications.lead')}>
      <FormAlert tone="success">{notice}</FormAlert>
      <FormAlert>
        {remove.isError ? errorMessageOf(remove.error, t('common.unexpectedError')) : null}
      </FormAlert>
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
