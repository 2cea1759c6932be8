import { useTranslation } from 'react-i18next';
import type { Item } from '@kakehashi/contracts/web';
import { HeartIcon } from '@/shared/catalog/icons';
import { favoriteSkuOf, useFavoriteList, useFavoriteToggle } from '@/shared/catalog/use-favorites';
import { errorMessageOf } from '@/shared/lib/api-error';
import { productName } from '@/shared/product-facts/names';
import { listSeparator } from '@/shared/cart/variation-name';
import { useLocale } from '@/shared/i18n/i18n';
import { ConfirmRemove } from '@/shared/ui/confirm-remove';
import { MessageWithCode } from '@/shared/ui/error-notice';

/**
 * The product page's 'Add to favourites' → 'In favourites' button
 * (docs/rules/lists-and-requests.md#favourites). It reads as the state the product is in, not as
 * a message. Removing a favourite the buyer has filed under labels asks first, in place, as the
 * favourites page does, and names the labels that go with it: a mis-tap must not wipe a
 * trade-show shortlist (re-adding starts without labels).
 */
export function FavoriteButton({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const skuId = favoriteSkuOf(item);
  const entry = useFavoriteList().data?.favorites.find((f) => skuId && f.skuId === skuId);
  const toggle = useFavoriteToggle();
  const press = () => toggle.mutate({ item });
  const labels = entry?.labels ?? [];
  const className = `favorite-toggle__button${entry ? ' is-on' : ''}`;
  const text = (
    <>
      <HeartIcon filled={Boolean(entry)} />
      <span>{entry ? t('matching.favorite.saved') : t('matching.favorite.add')}</span>
    </>
  );
  return (
    <span className="favorite-toggle favorite-toggle--label">
      {entry && labels.length > 0 ? (
        <ConfirmRemove
          label={text}
          pressed
          buttonClassName={className}
          question={t('matching.lists.confirmRemove', { name: productName(item, i18n.language) })}
          detail={t('matching.favorite.labelsGo', { labels: labels.join(listSeparator(locale)) })}
          confirmLabel={t('matching.lists.confirm')}
          cancelLabel={t('matching.lists.cancel')}
          onConfirm={press}
        />
      ) : (
        <button type="button" className={className} aria-pressed={Boolean(entry)} onClick={press}>
          {text}
        </button>
      )}
      {toggle.isError && (
        <span className="favorite-toggle__error" role="alert">
          <MessageWithCode message={errorMessageOf(toggle.error, t('catalog.favorite.failed'))} />
        </span>
      )}
    </span>
  );
}
