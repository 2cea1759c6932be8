import type { TFunction } from 'i18next';
import type { SearchFilterGroup, SearchFilterOption } from '@kakehashi/contracts/web';
import { formatYen } from '@kakehashi/contracts/web';
import type { Locale } from '@/shared/i18n/i18n';

/** The label of a filter option: price steps say their amount in the page's yen format. */
export const filterOptionLabel = (
  t: TFunction,
  locale: Locale,
  group: SearchFilterGroup,
  option: SearchFilterOption,
): string => {
  const price = /^(under|over)(\d+)$/.exec(option.id);
  if (group.id === 'price' && price) {
    return t(`discovery.filters.price.${price[1]}`, { price: formatYen(Number(price[2]), locale) });
  }
  return t(`discovery.filters.${group.id}.${option.id}`);
};

/** What "no choice" means in a one-choice group: "No limit" for price, "Both" for codes. */
export const anyOptionKey = (group: SearchFilterGroup): string =>
  group.id === 'price' ? 'discovery.filters.price.any' : 'discovery.filters.both';

/** Yes-only groups are shown together as checkboxes under "Product information". */
export const isYesOnly = (group: SearchFilterGroup): boolean =>
  group.options.length === 1 && group.options[0]?.id === 'yes';
