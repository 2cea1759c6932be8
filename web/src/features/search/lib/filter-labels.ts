import type { TFunction } from 'i18next';
import type { SearchFilterGroup, SearchFilterOption } from '@kakehashi/contracts/web';
import { formatYen, priceBandOf } from '@kakehashi/contracts/web';
import type { Locale } from '@/shared/i18n/i18n';

/** The label of a filter option: a price band says its range in the page's yen format. */
export const filterOptionLabel = (
  t: TFunction,
  locale: Locale,
  group: SearchFilterGroup,
  option: SearchFilterOption,
): string => {
  const band = group.id === 'price' ? priceBandOf(option.id) : undefined;
  if (band) {
    const from = band.from !== undefined ? formatYen(band.from, locale) : undefined;
    const to = band.to !== undefined ? formatYen(band.to, locale) : undefined;
    if (from && to) return t('discovery.filters.price.between', { from, to });
    return from
      ? t('discovery.filters.price.over', { price: from })
      : t('discovery.filters.price.under', { price: to });
  }
  return t(`discovery.filters.${group.id}.${option.id}`);
};

/** What "no choice" means in a one-choice group: "No limit" for price, "Both" for codes. */
export const anyOptionKey = (group: SearchFilterGroup): string =>
  group.id === 'price' ? 'discovery.filters.price.any' : 'discovery.filters.both';

/** Yes-only groups are shown together as checkboxes under "Product information". */
export const isYesOnly = (group: SearchFilterGroup): boolean =>
  group.options.length === 1 && group.options[0]?.id === 'yes';
