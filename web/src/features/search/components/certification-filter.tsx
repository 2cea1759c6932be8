import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  certificationFilter,
  filteredCode,
  replaceBrowseFilter,
  type SearchQuery,
} from '@kakehashi/contracts/web';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import type { NamedCount } from '../lib/result-facets';
import { OneChoiceGroup } from './one-choice-group';

/** How many certifications show before "Show all": the most frequent ones, by the facet's order. */
const shortList = 6;

type Props = {
  query: SearchQuery;
  certifications: NamedCount[];
  onChange: (patch: Partial<SearchQuery>) => void;
};

/**
 * Certification, one choice, with counts from the upstream's certification facet (counted without
 * the buyer's own choice, so each says what choosing it instead shows). The same entries as the
 * certification browse page's links, so a certification browsed into is checked here.
 */
export function CertificationFilter({ query, certifications, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const chosen = filteredCode(query.filterOption, 'certification');
  const [all, setAll] = useState(false);
  if (certifications.length === 0 && chosen === undefined) return null;
  const long = certifications.length > shortList + 1;
  // The chosen one always shows, even past the short list.
  const shown =
    long && !all
      ? certifications.filter((c, index) => index < shortList || c.code === chosen)
      : certifications;
  const choose = (code: string | undefined) =>
    onChange({
      filterOption: replaceBrowseFilter(
        query.filterOption,
        'certification',
        code ? certificationFilter(code) : [],
      ),
    });
  return (
    <OneChoiceGroup
      title={t('discovery.filters.certification')}
      name="filter-certification"
      anyLabel={t('discovery.filters.anyCertification')}
      choices={shown.map((c) => ({ code: c.code, label: localName(c, locale), count: c.count }))}
      chosen={chosen}
      onChoose={choose}
    >
      {long && (
        <button
          type="button"
          className="link-button filter-group__more"
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all
            ? t('discovery.filters.showFewer')
            : t('discovery.filters.showAll', { count: certifications.length })}
        </button>
      )}
    </OneChoiceGroup>
  );
}
