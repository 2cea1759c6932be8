import { useTranslation } from 'react-i18next';
import type { Item } from '@kakehashi/contracts/web';
import { FavoriteRow } from '../components/favorite-row';
import { downloadCsv, favoritesCsv } from '../lib/favorites-csv';
import { useFavoriteList, useFavoriteToggle } from '@/shared/catalog/use-favorites';
import { CompareTray } from '@/shared/compare/compare-tray';
import { errorMessageOf } from '@/shared/lib/api-error';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';

/** A favourite whose product no longer exists still needs its SKU to be removed. */
const itemOf = (entry: { skuId: string; item: Item | null }): Item =>
  entry.item ?? { id: entry.skuId, code: '', name: entry.skuId, skus: [{ id: entry.skuId }] };

/** /favorites: the buyer's shortlist, removable after a confirmation, as a CSV. */
export function FavoritesPage() {
  const { t, i18n } = useTranslation();
  const list = useFavoriteList();
  const toggle = useFavoriteToggle();
  const entries = list.data?.favorites ?? [];
  const items = entries.map(itemOf);

  const download = () => {
    const csv = favoritesCsv(
      items.filter((item) => item.code !== ''),
      {
        nameJa: t('matching.csv.nameJa'),
        nameEn: t('matching.csv.nameEn'),
        supplier: t('matching.csv.supplier'),
        hs: t('matching.csv.hs'),
        jan: t('matching.csv.jan'),
        moq: t('matching.csv.moq'),
        price: t('matching.csv.price'),
        link: t('matching.csv.link'),
      },
      { origin: window.location.origin, language: i18n.language },
    );
    downloadCsv(csv, `${t('matching.csv.fileName')}.csv`);
  };

  return (
    <PageShell title={t('pages.favorites.title')} lead={t('pages.favorites.lead')}>
      {list.isPending && <TextSkeleton lines={4} />}
      {list.isError && <ErrorNotice message={list.error.message} />}
      {toggle.isError && (
        <ErrorNotice message={errorMessageOf(toggle.error, t('matching.lists.removeFailed'))} />
      )}
      {list.data && entries.length === 0 && (
        <p className="empty-state">{t('matching.lists.empty')}</p>
      )}
      {entries.length > 0 && (
        <>
          <CompareTray />
          <div className="list-toolbar">
            <p className="list-toolbar__count">
              {t('matching.lists.count', { count: entries.length })}
            </p>
            <div className="list-toolbar__actions">
              <button type="button" className="button button--small" onClick={download}>
                {t('matching.lists.csv')}
              </button>
              <span className="list-toolbar__hint">{t('matching.lists.csvHint')}</span>
            </div>
          </div>
          <ul className="list-rows" aria-label={t('matching.lists.table')}>
            {items.map((item) => (
              <FavoriteRow
                key={item.skus[0]?.id ?? item.id}
                item={item}
                onRemove={() => toggle.mutate({ item })}
              />
            ))}
          </ul>
        </>
      )}
    </PageShell>
  );
}
