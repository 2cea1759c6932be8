import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emptyWording } from '../lib/no-results';
import { NoResults } from './no-results';

type Props = {
  keyword: string;
  /** How many of the filter column's filters are chosen. */
  filterCount: number;
  /** Whether a region or prefecture narrows the search (a region page's "All suppliers in …"). */
  inArea: boolean;
  onClearFilters: () => void;
  onDropKeyword: () => void;
  onAllJapan: () => void;
};

/**
 * No suppliers: say what was searched, naming filters only when one is set, and offer the ways on
 * that exist — without the filters, without the keyword, all of Japan, the regions and prefectures
 * page (docs/rules/search.md#no-results).
 */
export function SupplierEmptyResults(props: Props) {
  const { keyword, filterCount } = props;
  const { t } = useTranslation();
  const wording = emptyWording(keyword, filterCount);
  return (
    <NoResults
      title={t(`discovery.suppliers.empty.${wording}.title`, { keyword })}
      hint={t(`discovery.suppliers.empty.${wording}.hint`)}
    >
      {filterCount > 0 && (
        <li>
          <button type="button" className="button button--small" onClick={props.onClearFilters}>
            {t('discovery.results.clearAll')}
          </button>
        </li>
      )}
      {keyword && (
        <li>
          <button type="button" className="button button--small" onClick={props.onDropKeyword}>
            {t('discovery.results.dropKeyword')}
          </button>
        </li>
      )}
      {props.inArea && (
        <li>
          <button type="button" className="button button--small" onClick={props.onAllJapan}>
            {t('discovery.suppliers.allJapan')}
          </button>
        </li>
      )}
      <li>
        <Link className="button button--small" to="/search_index_supplier">
          {t('discovery.suppliers.browseRegions')}
        </Link>
      </li>
    </NoResults>
  );
}
