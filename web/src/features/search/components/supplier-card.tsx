import { useCallback, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { CatalogMasters } from '@/shared/catalog/api/masters';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { useWordedInPageLanguage } from '@/shared/i18n/session-wording';
import { Worded } from '@/shared/i18n/worded';
import { Icon } from '@/shared/ui/icons';
import type { Supplier } from '../api/search-suppliers';

/** The supplier page of a supplier (docs/rules/site-and-pages.md): `/seller?id=<id>`. */
export const supplierPath = (supplier: Pick<Supplier, 'id'>) =>
  `/seller?id=${encodeURIComponent(supplier.id)}`;

/**
 * When the search answer this supplier came in was received: the card is given the supplier, not
 * the search, so it finds the answer holding this very object (an answer read again keeps the
 * objects that did not change, and another search has its own). Read on each cache change, so the
 * card hears of a new read even when the page's list stays the same.
 */
const useAnswerTime = (supplier: Supplier): number => {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const read = () =>
    cache
      .findAll({ queryKey: ['suppliers', 'search'] })
      .find((query) =>
        (query.state.data as { suppliers?: Supplier[] } | undefined)?.suppliers?.includes(supplier),
      )?.state.dataUpdatedAt ?? Number.MAX_SAFE_INTEGER;
  return useSyncExternalStore(subscribe, read, read);
};

/** A supplier in a list: name, prefecture, business type, products; the card is one link. */
export function SupplierCard({
  supplier,
  masters,
}: {
  supplier: Supplier;
  masters?: CatalogMasters;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pref = masters?.prefectureByCode.get(String(supplier.prefecture_code));
  const hashtags = Array.isArray(supplier.hashtags) ? (supplier.hashtags as string[]) : [];
  // The hashtags come in the session language only: loading while they may be the one just left.
  const hashtagsPending = !useWordedInPageLanguage({ dataUpdatedAt: useAnswerTime(supplier) });
  return (
    <article className="supplier-card">
      <span className="supplier-card__mark" aria-hidden="true">
        <Icon name="factory" size={22} />
      </span>
      <div className="supplier-card__body">
        <h2 className="supplier-card__name">
          <Link to={supplierPath(supplier)} className="supplier-card__link">
            {localName(supplier, locale)}
          </Link>
        </h2>
        <p className="supplier-card__meta">
          {pref && <span>{localName(pref, locale)}</span>}
          <span>{t(`catalog.businessType.${supplier.business_type}`)}</span>
          <span>{t('discovery.suppliers.products', { count: supplier.product_count })}</span>
        </p>
        {hashtags.length > 0 && (
          <p className="supplier-card__tags">
            <Worded pending={hashtagsPending}>{hashtags.slice(0, 3).join(' ')}</Worded>
          </p>
        )}
      </div>
    </article>
  );
}
