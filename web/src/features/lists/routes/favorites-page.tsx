import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Item } from '@kakehashi/contracts/web';
import { FavoriteLabelFilter } from '../components/favorite-label-filter';
import { FavoriteRow } from '../components/favorite-row';
import { filedUnder, labelCounts } from '../lib/favorite-labels';
import { downloadCsv, favoritesCsv } from '../lib/favorites-csv';
import { retailQuantityText } from '@/shared/catalog/retail-quantity';
import { useFavoriteList, useFavoriteToggle } from '@/shared/catalog/use-favorites';
import { CompareTray } from '@/shared/compare/compare-tray';
import { errorMessageOf } from '@/shared/lib/api-error';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';

/** A favourite whose product no longer exists still needs its SKU to be removed. */
const itemOf = (entry: { skuId: string; item: Item | null }): Item =>
  entry.item ?? { id: entry.skuId, code: '', name: entry.skuId, skus: [{ id: entry.skuId }] };

/**
 * /favorites: the buyer's shortlist, filed under labels and filtered by one (`?label=` in the
 * URL, docs/rules/lists-and-requests.md#favourite-labels), removable after a confirmation, as a
 * CSV of what is shown.
 */
export function FavoritesPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const list = useFavoriteList();
  const toggle = useFavoriteToggle();
  const all = list.data?.favorites ?? [];
  const labels = labelCounts(all, i18n.language);
  const chosen = params.get('label') || null;
  const entries = filedUnder(all, chosen);
  const knownLabels = labels.map((l) => l.label);
  const csvHintId = useId();

  const download = () => {
    const csv = favoritesCsv(
      entries
        .filter((entry) => entry.item)
        .map((entry) => ({ ...itemOf(entry), labels: entry.labels })),
      {
        nameJa: t('matching.csv.nameJa'),
        nameEn: t('matching.csv.nameEn'),
        supplier: t('matching.csv.supplier'),
        hs: t('matching.csv.hs'),
        jan: t('matching.csv.jan'),
        moq: t('matching.csv.moq'),
        pays: t('matching.csv.pays'),
        price: t('matching.csv.price'),
        retailExcluded: t('matching.csv.retailExcluded'),
        retailFor: t('matching.csv.retailFor'),
        labels: t('matching.csv.labels'),
        link: t('matching.csv.link'),
      },
      {
        origin: window.location.origin,
        language: i18n.language,
        quantityText: (quantity) => retailQuantityText(quantity, t),
      },
    );
    const name = chosen ? `${t('matching.csv.fileName')}-${chosen}` : t('matching.csv.fileName');
    downloadCsv(csv, `${name}.csv`);
  };

  return (
    <PageShell title={t('pages.favorites.title')} lead={t('pages.favorites.lead')}>
      {list.isPending && <TextSkeleton lines={4} />}
      {list.isError && <ErrorNotice message={list.error.message} />}
      {toggle.isError && (
        <ErrorNotice message={errorMessageOf(toggle.error, t('matching.lists.removeFailed'))} />
      )}
      {list.data && all.length === 0 && <p className="empty-state">{t('matching.lists.empty')}</p>}
      {all.length > 0 && (
        <>
          <CompareTray />
          <FavoriteLabelFilter labels={labels} chosen={chosen} total={all.length} />
          <div className="list-toolbar">
            <p className="list-toolbar__count" aria-live="polite">
              {t('matching.lists.count', { count: entries.length })}
            </p>
            {entries.length > 0 && (
              <div className="list-toolbar__actions">
                <button
                  type="button"
                  className="button button--small"
                  aria-describedby={csvHintId}
                  onClick={download}
                >
                  {t('matching.lists.csv')}
                </button>
                {/* What the file's encoding means to the buyer, not its name (UTF-8 with BOM). */}
                <span className="list-toolbar__hint" id={csvHintId}>
                  {t('matching.lists.csvHint')}
                </span>
              </div>
            )}
          </div>
          {entries.length === 0 && (
            <p className="empty-state">{t('matching.filing.emptyLabel', { label: chosen })}</p>
          )}
          {entries.length > 0 && (
            <ul className="list-rows" aria-label={t('matching.lists.table')}>
              {entries.map((entry) => {
                const item = itemOf(entry);
                return (
                  <FavoriteRow
                    key={entry.skuId}
                    item={item}
                    labels={entry.labels}
                    knownLabels={knownLabels}
                    onRemove={() => toggle.mutate({ item })}
                  />
                );
              })}
            </ul>
          )}
        </>
      )}
    </PageShell>
  );
}
