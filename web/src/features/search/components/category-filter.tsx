import { useTranslation } from 'react-i18next';
import type { SearchQuery } from '@kakehashi/contracts/web';
import { mainCategory } from '@kakehashi/contracts/web';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import type { CategoryCount } from '../lib/result-facets';
import { OneChoiceGroup } from './one-choice-group';

type Props = {
  query: SearchQuery;
  categories: CategoryCount[];
  onChange: (patch: Partial<SearchQuery>) => void;
};

/** Category with counts (docs/rules/discovery.md#screens: the first category code is the main one; choosing sets it). */
export function CategoryFilter({ query, categories, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const main = mainCategory(query);
  // Subcategories name what a product is; the four roots only repeat their sums.
  const subs = categories.filter((c) => c.code.includes('-') || c.code === main);
  return (
    <OneChoiceGroup
      title={t('discovery.filters.category')}
      name="filter-category"
      anyLabel={t('discovery.filters.allCategories')}
      choices={subs.map((c) => ({ code: c.code, label: localName(c, locale), count: c.count }))}
      chosen={main}
      onChoose={(code) => onChange({ category: code ? [code] : undefined })}
    />
  );
}
