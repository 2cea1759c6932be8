import { useTranslation } from 'react-i18next';
import type { CatalogMasters } from '@/shared/catalog/api/masters';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { FilterChoice, FilterGroup } from './filter-group';
import { OneChoiceGroup } from './one-choice-group';

export const businessTypes = ['food', 'goods', 'machines', 'other'] as const;
export type BusinessType = (typeof businessTypes)[number];

/** The supplier filters as the URL holds them beside the search codec. */
export type SupplierFilterState = {
  businessType?: BusinessType;
  certification?: string;
  exported: boolean;
};

type Props = {
  state: SupplierFilterState;
  masters: CatalogMasters | undefined;
  onChange: (patch: Partial<SupplierFilterState>) => void;
};

/**
 * The supplier results' filter column (docs/rules/lists-and-requests.md#suppliers): business
 * type, a certification the supplier's products carry, and export experience.
 */
export function SupplierFilters({ state, masters, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="filter-panel__groups">
      <OneChoiceGroup
        title={t('discovery.suppliers.businessTypeTitle')}
        name="business-type"
        anyLabel={t('discovery.suppliers.allTypes')}
        choices={businessTypes.map((type) => ({
          code: type,
          label: t(`catalog.businessType.${type}`),
        }))}
        chosen={state.businessType}
        onChoose={(businessType) => onChange({ businessType })}
      />
      <FilterGroup title={t('discovery.suppliers.exportTitle')}>
        <FilterChoice
          type="checkbox"
          name="exported"
          label={t('discovery.suppliers.exported')}
          checked={state.exported}
          onChange={() => onChange({ exported: !state.exported })}
        />
      </FilterGroup>
      {masters && (
        <OneChoiceGroup
          title={t('discovery.filters.certification')}
          name="supplier-certification"
          anyLabel={t('discovery.filters.anyCertification')}
          choices={masters.certifications.map((c) => ({
            code: c.code,
            label: localName(c, locale),
          }))}
          chosen={state.certification}
          onChoose={(certification) => onChange({ certification })}
          open={!!state.certification}
        />
      )}
    </div>
  );
}
