import { useTranslation } from 'react-i18next';
import type { Supplier } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { useCertificationNames } from '@/shared/lookups/use-master';
import { countryName } from '@/shared/product-facts/fact-values';
import { Icon } from '@/shared/ui/icons';
import { ProfileCard } from './profile-card';

/**
 * What a buyer checks before a first order: the certifications the supplier's products carry
 * (named in the page language from the upstream's lists) and the countries it has exported to
 * (named through the browser's CLDR names). Each says so plainly when there is none yet.
 */
export function SupplierTrust({ supplier }: { supplier: Supplier }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const certificationName = useCertificationNames();
  const certifications = supplier.certifications ?? [];
  const countries = supplier.export_countries ?? [];
  return (
    <div className="supplier-trust">
      <ProfileCard id="certifications-title" title={t('matching.supplier.certifications')}>
        {certifications.length === 0 ? (
          <p className="muted">{t('matching.supplier.certificationsNone')}</p>
        ) : (
          <ul className="badge-list">
            {certifications.map((code) => (
              <li className="badge-list__item" key={code}>
                <Icon name="badge" size={18} />
                {certificationName(code)}
              </li>
            ))}
          </ul>
        )}
      </ProfileCard>
      <ProfileCard id="exports-title" title={t('matching.supplier.exportExperience')}>
        {countries.length === 0 ? (
          <p className="muted">{t('matching.supplier.exportNone')}</p>
        ) : (
          <>
            <p className="profile-card__lead">
              {t('matching.supplier.exportedTo', { count: countries.length })}
            </p>
            <ul className="chips">
              {countries.map((code) => (
                <li className="chip" key={code}>
                  {countryName(code, locale)}
                </li>
              ))}
            </ul>
          </>
        )}
      </ProfileCard>
    </div>
  );
}
