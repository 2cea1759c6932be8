import { useTranslation } from 'react-i18next';
import type { Review } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { countryName } from '@/shared/product-facts/fact-values';

/**
 * Who wrote a review, when the shop says (docs/upstream.md#items-and-reviews): 'Retailer in Italy'
 * / 「イタリアの小売店」, 'Buyer in Italy' without a known business, 'Retailer' without a country;
 * nothing when neither is known.
 */
export function Reviewer({ review }: { review: Review }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const key = `reviews.business.${review.reviewer_business ?? ''}`;
  const business = review.reviewer_business && i18n.exists(key) ? t(key) : null;
  const country = review.reviewer_country ? countryName(review.reviewer_country, locale) : null;
  const label = country
    ? t('reviews.reviewer', { business: business ?? t('reviews.business.buyer'), country })
    : business;
  return label ? <span className="review__by">{label}</span> : null;
}
