import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CatalogMasters } from '@/shared/catalog/api/masters';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { Worded } from '@/shared/i18n/session-wording';
import { FactLine } from '@/shared/ui/fact-line';
import { Icon } from '@/shared/ui/icons';
import type { Supplier } from '../api/search-suppliers';

/** The supplier page of a supplier (docs/rules/site-and-pages.md): `/seller?id=<id>`. */
export const supplierPath = (supplier: Pick<Supplier, 'id'>) =>
  `/seller?id=${encodeURIComponent(supplier.id)}`;

/** A supplier in a list: name, prefecture, business type, products; the card is one link. */
export function SupplierCard({
  supplier,
  masters,
  hashtagsPending = false,
}: {
  supplier: Supplier;
  masters?: CatalogMasters;
  /** The search's answer may be worded in the language just left: its hashtags show loading. */
  hashtagsPending?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pref = masters?.prefectureByCode.get(String(supplier.prefecture_code));
  const hashtags = Array.isArray(supplier.hashtags) ? (supplier.hashtags as string[]) : [];
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
        <FactLine
          className="supplier-card__meta"
          facts={[
            pref ? localName(pref, locale) : '',
            t(`catalog.businessType.${supplier.business_type}`),
            t('discovery.suppliers.products', { count: supplier.product_count }),
          ]}
        />
        {hashtags.length > 0 && (
          <p className="supplier-card__tags">
            <Worded pending={hashtagsPending}>
              {/* One tag never breaks across lines ('#' at a line's end, the word on the next). */}
              {hashtags.slice(0, 3).map((tag, index) => (
                <span key={tag}>
                  {index > 0 && ' '}
                  <span className="supplier-card__tag">{tag}</span>
                </span>
              ))}
            </Worded>
          </p>
        )}
      </div>
    </article>
  );
}

/** Suppliers as a list of cards, as supplier search and a prefecture's suppliers show them. */
export function SupplierList({
  suppliers,
  masters,
  hashtagsPending,
}: {
  suppliers: Supplier[];
  masters?: CatalogMasters;
  hashtagsPending?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className="supplier-list" aria-label={t('discovery.suppliers.listLabel')}>
      {suppliers.map((supplier) => (
        <li key={supplier.id}>
          <SupplierCard supplier={supplier} masters={masters} hashtagsPending={hashtagsPending} />
        </li>
      ))}
    </ul>
  );
}
