import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sortOrders, type SortOrder } from '@kakehashi/contracts/web';
import { pageSizeOptions } from '../lib/page-size';

type Props = {
  sort: SortOrder | undefined;
  pageSize: number;
  siteDefault: number;
  onSort: (sort: SortOrder | undefined) => void;
  onPageSize: (size: number) => void;
};

/** docs/rules/discovery.md#page-size: the five sort choices and the per-page selector (the site's count is the default). */
export function ResultsToolbar({ sort, pageSize, siteDefault, onSort, onPageSize }: Props) {
  const { t } = useTranslation();
  const sortId = useId();
  const sizeId = useId();
  return (
    <div className="results-toolbar">
      <div className="results-toolbar__control">
        <label htmlFor={sortId}>{t('discovery.results.sortLabel')}</label>
        <select
          id={sortId}
          value={sort ?? 'featured'}
          onChange={(e) => {
            const value = e.target.value as SortOrder;
            onSort(value === 'featured' ? undefined : value);
          }}
        >
          {sortOrders.map((order) => (
            <option key={order} value={order}>
              {t(`discovery.results.sort.${order}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="results-toolbar__control">
        <label htmlFor={sizeId}>{t('discovery.results.perPage')}</label>
        <select id={sizeId} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
          {pageSizeOptions(siteDefault).map((size) => (
            <option key={size} value={size}>
              {t('discovery.results.perPageOption', { count: size })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
