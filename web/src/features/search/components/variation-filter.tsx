import { useTranslation } from 'react-i18next';
import type { SearchQuery, VariationEntry } from '@kakehashi/contracts/web';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { useVariations } from '../api/variations';
import type { NamedCount } from '../lib/result-facets';
import { FilterChoice, FilterGroup } from './filter-group';

type Props = {
  query: SearchQuery;
  /** The variation facet: the selections the results offer, `variationCode:selectionCode`. */
  selections: NamedCount[];
  onChange: (patch: Partial<SearchQuery>) => void;
};

const same = (a: VariationEntry, b: VariationEntry) =>
  a.code === b.code && a.by === b.by && a.value === b.value;

const entryOf = (facetCode: string): VariationEntry => {
  const at = facetCode.indexOf(':');
  return { code: facetCode.slice(0, at), by: 'code', value: facetCode.slice(at + 1) };
};

/**
 * docs/rules/search.md#filters variation: only the selections the results offer, with their
 * counts and names in the page language, grouped under their variation's name; any chosen
 * selection may match.
 */
export function VariationFilter({ query, selections, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const variations = useVariations();
  const chosen = query.variation ?? [];
  if (selections.length === 0 && chosen.length === 0) return null;
  const toggle = (entry: VariationEntry) => {
    const next = chosen.some((c) => same(c, entry))
      ? chosen.filter((c) => !same(c, entry))
      : [...chosen, entry];
    onChange({ variation: next.length > 0 ? next : undefined });
  };
  const groups = [...new Set(selections.map((s) => entryOf(s.code).code))];
  const groupName = (code: string) => {
    const found = variations.data?.variations.find((v) => v.code === code);
    return found
      ? localName({ name: found.name, name_en: String(found.name_en ?? '') }, locale)
      : '';
  };
  return (
    <FilterGroup title={t('discovery.filters.variation')} open={chosen.length > 0}>
      {groups.map((code) => (
        <div key={code} className="filter-subgroup">
          <p className="filter-subgroup__title">{groupName(code)}</p>
          {selections
            .filter((s) => entryOf(s.code).code === code)
            .map((s) => {
              const entry = entryOf(s.code);
              return (
                <FilterChoice
                  key={s.code}
                  type="checkbox"
                  name={`variation-${code}`}
                  label={localName(s, locale)}
                  checked={chosen.some((c) => same(c, entry))}
                  count={s.count}
                  onChange={() => toggle(entry)}
                />
              );
            })}
        </div>
      ))}
    </FilterGroup>
  );
}
