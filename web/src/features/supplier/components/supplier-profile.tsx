import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Supplier } from '@kakehashi/contracts/web';
import { FollowToggle } from '@/shared/follows/follow-toggle';
import { supplierName, supplierPrefecture } from '@/shared/suppliers/use-supplier';

/** The supplier's header and facts (docs/rules/lists-and-requests.md#suppliers): location, type, products, site, tags. */
export function SupplierProfile({ supplier }: { supplier: Supplier }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language !== 'ja';
  const name = supplierName(supplier, i18n.language);
  const otherName = en ? supplier.name : supplier.name_en;
  const id = encodeURIComponent(supplier.id);
  const description = (en ? supplier.description_en : supplier.description) ?? supplier.description;
  const facts: [string, string | undefined][] = [
    ['location', supplierPrefecture(supplier, i18n.language)],
    ['businessType', t(`matching.values.businessType.${supplier.business_type}`)],
    ['products', t('matching.supplier.productCount', { count: supplier.product_count })],
    ['established', supplier.established_year?.toString()],
    ['employees', supplier.employees?.toLocaleString(i18n.language)],
  ];
  return (
    <>
      <header className="supplier-head">
        <div className="supplier-box__mark supplier-head__mark" aria-hidden="true">
          {name.replace(/^株式会社/, '').slice(0, 1)}
        </div>
        <div className="supplier-head__text">
          <h1 id="page-title" className="supplier-head__name" tabIndex={-1}>
            {name}
          </h1>
          {otherName && otherName !== name && <p className="supplier-head__other">{otherName}</p>}
        </div>
        <div className="supplier-head__actions">
          <FollowToggle supplierId={supplier.id} supplierName={name} />
          <Link className="button button--primary button--small" to={`/js_ask_company?id=${id}`}>
            {t('matching.supplier.ask')}
          </Link>
          <Link className="button button--small" to={`/js_bizmtg_company?id=${id}`}>
            {t('matching.supplier.meeting')}
          </Link>
        </div>
      </header>
      <div className="supplier-facts">
        <dl className="fact-list">
          {facts
            .filter(([, value]) => value)
            .map(([key, value]) => (
              <div className="fact-list__row" key={key}>
                <dt>{t(`matching.supplier.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          {supplier.website && (
            <div className="fact-list__row">
              <dt>{t('matching.supplier.website')}</dt>
              <dd>
                <a href={supplier.website} target="_blank" rel="noopener noreferrer">
                  {supplier.website}
                  <span className="visually-hidden"> {t('matching.product.opensNewTab')}</span>
                </a>
              </dd>
            </div>
          )}
          {supplier.hashtags && supplier.hashtags.length > 0 && (
            <div className="fact-list__row">
              <dt>{t('matching.supplier.hashtags')}</dt>
              <dd>
                <ul className="chips">
                  {supplier.hashtags.map((tag) => (
                    <li className="chip" key={tag}>
                      {tag}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
        {description && (
          <section className="supplier-facts__details" aria-labelledby="details-title">
            <h2 id="details-title">{t('matching.supplier.details')}</h2>
            <p>{description}</p>
          </section>
        )}
      </div>
    </>
  );
}
