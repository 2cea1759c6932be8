import type { TFunction } from 'i18next';
import type { Supplier } from '@kakehashi/contracts/web';
import { localeOf } from '@/shared/i18n/language-codes';
import { supplierPrefecture } from '@/shared/suppliers/use-supplier';

/**
 * Where the supplier is, in words instead of a map: "Niigata, Chubu region, Japan" /
 * 「日本・中部地方・新潟県」 (each language's order, largest last in English, first in Japanese).
 */
export const locationLine = (supplier: Supplier, language: string, t: TFunction): string => {
  const prefecture = supplierPrefecture(supplier, language);
  const region = localeOf(language) === 'en' ? supplier.region_en : supplier.region;
  if (!prefecture) return '';
  // Hokkaido is its own region: named once.
  return region && region !== prefecture
    ? t('matching.supplier.locationLine', { prefecture, region })
    : t('matching.supplier.locationInJapan', { prefecture });
};
