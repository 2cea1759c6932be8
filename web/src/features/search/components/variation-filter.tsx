import { useTranslation } from 'react-i18next';
import type { SearchQuery, VariationEntry } from '@kakehashi/contracts/web';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { useVariations } from '../api/variations';
import { FilterChoice, FilterGroup } from './filter-group';

type Props = { query: SearchQuery; onChange: (patch: Partial<SearchQuery>) => void };

const same = (a: VariationEntry, b: VariationEntry) =>
  a.code === b.code && a.by === b.by && a.value === b.value;

/** docs/rules/search.md#search-state-in-the-url variation `code:c:selectionCode`: any chosen selection may match. */
export function VariationFilter({ query, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const variations = useVariations();
  if (!variations.data || variations.data.variations.length === 0) return null;
  const chosen = query.variation ?? [];
  const toggle = (entry: VariationEntry) => {
    const next = chosen.some((c) => same(c, entry))
      ? chosen.filter((c) => !same(c, entry))
      : [...chosen, entry];
    onChange({ variation: next.length > 0 ? next : undefined });
  };
  return (
    <FilterGroup title={t('discovery.filters.variation')} open={chosen.length > 0}>
      {variations.data.variations.map((v) => (
        <div key={v.code} className="filter-subgroup">
          <p className="filter-subgroup__title">
            {localName({ name: v.name, name_en: String(v.name_en ?? '') }, locale)}
          </p>
          {v.selections.map((s) => {
            const entry: VariationEntry = { code: v.code, by: 'code', value: s.code };
            return (
              <FilterChoice
                key={s.code}
                type="checkbox"
                name={`variation-${v.code}`}
                label={s.name}
                checked={chosen.some((c) => same(c, entry))}
                onChange={() => toggle(entry)}
              />
            );
          })}
        </div>
      ))}
    </FilterGroup>
  );
}
