import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Supplier } from '@kakehashi/contracts/web';
import { FollowToggle } from '@/shared/follows/follow-toggle';
import { supplierName } from '@/shared/suppliers/use-supplier';
import { Icon } from '@/shared/ui/icons';
import { SupplierAbout } from './supplier-about';
import { SupplierGlance } from './supplier-glance';
import { SupplierTrust } from './supplier-trust';
import { locationLine } from './supplier-location';
import { labelled } from '@/shared/cart/variation-name';
import { useLocale } from '@/shared/i18n/i18n';

/**
 * The supplier's company profile (docs/rules/lists-and-requests.md#suppliers), laid out as buyers
 * know it from trade marketplaces: the name with a map-free location line and the actions; the
 * figures at a glance (founded, products, export markets, answers to requests, staff); then the
 * company, the certifications its products carry and where it has exported.
 */
export function SupplierProfile({ supplier }: { supplier: Supplier }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const name = supplierName(supplier, i18n.language);
  // The name in the other language, for documents (an invoice, a contract): labelled, and marked
  // as that language so it is read (and its glyphs chosen) as such.
  const otherName = locale === 'en' ? supplier.name : supplier.name_en;
  const id = encodeURIComponent(supplier.id);
  const location = locationLine(supplier, i18n.language, t);
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
          {otherName && otherName !== name && (
            <p className="supplier-head__other">
              {labelled(t('matching.supplier.otherName'), '', locale)}
              <span lang={locale === 'en' ? 'ja' : 'en'}>{otherName}</span>
            </p>
          )}
          {location && (
            <p className="supplier-head__location">
              <Icon name="pin" size={16} />
              <span className="visually-hidden">
                {labelled(t('matching.supplier.location'), '', locale)}
              </span>
              {location}
            </p>
          )}
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
      <SupplierGlance supplier={supplier} />
      <div className="supplier-profile__columns">
        <SupplierAbout supplier={supplier} />
        <SupplierTrust supplier={supplier} />
      </div>
    </>
  );
}
