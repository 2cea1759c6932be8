import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageCount, type InboxListData } from '@kakehashi/contracts/web';
import { Pager } from '@/shared/ui/pager';
import { useInbox } from '../api/list-inbox';
import { InboxEntryCard } from '../components/inbox-entry';
import { InboxFilterBar } from '../components/inbox-filter-bar';
import { LoadState } from '../components/load-state';
import { inboxPageSize, useInboxFilters } from '../lib/inbox-filters';

/**
 * /mypage/requests (docs/rules/trade-desk.md#request-inbox): every ask, meeting and quote request
 * the buyer sent, newest first, filtered by kind and supplier, each with its marking and note.
 */
export function RequestInbox() {
  const { t } = useTranslation();
  const { filters } = useInboxFilters();
  const inbox = useInbox({
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.supplierId ? { supplierId: filters.supplierId } : {}),
    offset: (filters.page - 1) * inboxPageSize,
    limit: inboxPageSize,
  });
  return (
    <LoadState query={inbox} failed={t('trade.inbox.loadFailed')}>
      {(data) => <InboxContent data={data} fetching={inbox.isFetching} />}
    </LoadState>
  );
}

/** The inbox once its page is in: filters, count, entries and pages. */
function InboxContent({ data, fetching }: { data: InboxListData; fetching: boolean }) {
  const { t } = useTranslation();
  const { filters, hrefFor, change } = useInboxFilters();
  const { entries, hit, suppliers } = data;
  const filtered = Boolean(filters.kind || filters.supplierId);
  if (hit === 0 && !filtered)
    return (
      <div className="trade-empty">
        <p>{t('trade.inbox.empty')}</p>
        <Link to="/search/searchList" className="button">
          {t('trade.inbox.findProducts')}
        </Link>
      </div>
    );
  return (
    <div className="request-inbox" aria-busy={fetching}>
      <InboxFilterBar filters={filters} suppliers={suppliers} onChange={change} />
      <p className="request-inbox__count" aria-live="polite">
        {t('trade.inbox.count', { count: hit })}
      </p>
      {entries.length === 0 ? (
        <p className="trade-empty">
          {t('trade.inbox.noMatch')}{' '}
          <Link to="/mypage/requests">{t('trade.inbox.clearFilters')}</Link>
        </p>
      ) : (
        <ol className="inbox-list">
          {entries.map((entry) => (
            <InboxEntryCard key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <Pager
        page={filters.page}
        totalPages={pageCount(hit, inboxPageSize)}
        hrefFor={(page) => `/mypage/requests${hrefFor({ ...filters, page })}`}
      />
    </div>
  );
}
