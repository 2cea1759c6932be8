import { useTranslation } from 'react-i18next';
import { formatDate, type SavedSearch } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { ConfirmRemove } from '@/shared/ui/confirm-remove';
import { searchSummary } from '../lib/search-summary';

/**
 * One saved search (docs/rules/trade-desk.md#saved-searches): its name, what it looks for, how
 * many products are new since the buyer last opened it, Open and Delete.
 */
export function SavedSearchRow({
  search,
  busy,
  onOpen,
  onDelete,
}: {
  search: SavedSearch;
  busy: boolean;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const titleId = `search-${search.id}`;
  return (
    <li className="saved-search" aria-labelledby={titleId}>
      <div className="saved-search__main">
        <h2 className="saved-search__name" id={titleId}>
          {search.name}
        </h2>
        <p className="saved-search__query">{searchSummary(search.query, t)}</p>
        <p className="saved-search__dates">
          {t('trade.searches.lastOpened', { date: formatDate(search.lastOpenedAt, lang) })}
        </p>
      </div>
      <p className={search.newCount > 0 ? 'new-count new-count--some' : 'new-count'}>
        {search.countedAt === null
          ? t('trade.searches.notCounted')
          : t('trade.searches.newCount', { count: search.newCount })}
      </p>
      <div className="saved-search__actions">
        <button
          type="button"
          className="button button--small button--primary"
          aria-label={t('trade.searches.openLabel', { name: search.name })}
          disabled={busy}
          onClick={onOpen}
        >
          {t('trade.searches.open')}
        </button>
        <ConfirmRemove
          label={t('trade.searches.delete')}
          accessibleLabel={t('trade.searches.deleteLabel', { name: search.name })}
          question={t('trade.searches.deleteQuestion', { name: search.name })}
          confirmLabel={t('trade.searches.deleteConfirm')}
          cancelLabel={t('trade.searches.cancel')}
          onConfirm={onDelete}
          disabled={busy}
        />
      </div>
    </li>
  );
}
