import { useTranslation } from 'react-i18next';
import type { CatalogMasters } from '@/shared/catalog/api/masters';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { FilterChoice, FilterGroup } from './filter-group';

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
    <>
      <FilterGroup title={t('discovery.suppliers.businessTypeTitle')}>
        <FilterChoice
          type="radio"
          name="business-type"
          label={t('discovery.suppliers.allTypes')}
          checked={state.businessType === undefined}
          onChange={() => onChange({ businessType: undefined })}
        />
        {businessTypes.map((type) => (
          <FilterChoice
            key={type}
            type="radio"
            name="business-type"
            label={t(`discovery.suppliers.businessType.${type}`)}
            checked={state.businessType === type}
            onChange={() => onChange({ businessType: type })}
          />
        ))}
      </FilterGroup>
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
        <FilterGroup title={t('discovery.filters.certification')} open={!!state.certification}>
          <FilterChoice
            type="radio"
            name="supplier-certification"
            label={t('discovery.filters.anyCertification')}
            checked={state.certification === undefined}
            onChange={() => onChange({ certification: undefined })}
          />
          {masters.certifications.map((c) => (
            <FilterChoice
              key={c.code}
              type="radio"
              name="supplier-certification"
              label={localName(c, locale)}
              checked={state.certification === c.code}
              onChange={() => onChange({ certification: c.code })}
            />
          ))}
        </FilterGroup>
      )}
    </>
  );
}
