import { useTranslation } from 'react-i18next';
import type { Supplier } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { useWordedInPageLanguage, Worded } from '@/shared/i18n/session-wording';
import { useSupplier } from '@/shared/suppliers/use-supplier';
import { ProfileCard } from './profile-card';

/** The company in its own words: description, business type, website and hashtags. */
export function SupplierAbout({ supplier }: { supplier: Supplier }) {
  const { t } = useTranslation();
  const en = useLocale() === 'en';
  const description = (en ? supplier.description_en : supplier.description) ?? supplier.description;
  // The hashtags come in the session language only: loading while they may be the one just left.
  const hashtagsWorded = useWordedInPageLanguage(useSupplier(supplier.id));
  return (
    <ProfileCard id="details-title" title={t('matching.supplier.details')}>
      {description && <p className="profile-card__text">{description}</p>}
      <dl className="fact-list">
        <div className="fact-list__row">
          <dt>{t('matching.supplier.businessType')}</dt>
          <dd>{t(`catalog.businessType.${supplier.business_type}`)}</dd>
        </div>
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
              <Worded pending={!hashtagsWorded}>
                <ul className="chips">
                  {supplier.hashtags.map((tag) => (
                    <li className="chip" key={tag}>
                      {tag}
                    </li>
                  ))}
                </ul>
              </Worded>
            </dd>
          </div>
        )}
      </dl>
    </ProfileCard>
  );
}
