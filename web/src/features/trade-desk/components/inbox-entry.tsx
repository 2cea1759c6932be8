import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatNumber, type InboxEntry } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { quoteLines } from '@/shared/trade-desk/quote-lines';
import { useUpdateInboxEntry } from '../api/update-inbox-entry';
import { localName } from '../lib/local-name';
import { EntryNote } from './entry-note';
import { EntryStatusButtons } from './entry-status';
import { ProposedTimes } from './proposed-times';

/**
 * One sent request in the inbox (docs/rules/trade-desk.md#request-inbox): kind, status, title,
 * reference and date, supplier and product, a meeting's times, a quote's terms, the full text as
 * sent (folded), the buyer's marking and private note.
 */
export function InboxEntryCard({ entry }: { entry: InboxEntry }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const update = useUpdateInboxEntry();
  const supplier = localName(entry.supplier, lang);
  const product = localName(entry.product, lang);
  const titleId = `entry-${entry.id}`;
  // A quote's recorded subject is bilingual (the supplier's and the buyer's language); the page
  // says it in its own language from the recorded terms (UI.md "One language per screen").
  const variation = entry.quote?.variation?.[lang === 'jp' ? 'ja' : 'en'];
  const quoted = product || entry.product?.code || '';
  const title = entry.quote
    ? t('trade.inbox.quoteTitle', {
        // Named with its variation, as the form, the review and the mail do.
        product: variation
          ? t('trade.inbox.productVariation', { product: quoted, variation })
          : quoted,
        quantity: formatNumber(entry.quote.quantity, lang),
        unit: t(`trade.units.${entry.quote.unit}`),
      })
    : entry.title;

  return (
    <li className="inbox-entry" aria-labelledby={titleId}>
      <div className="inbox-entry__head">
        <span className={`kind-badge kind-badge--${entry.kind}`}>
          {t(`trade.kinds.${entry.kind}`)}
        </span>
        <span className={`status-badge status-badge--${entry.status}`} aria-live="polite">
          {t(`trade.statuses.${entry.status}`)}
        </span>
      </div>
      <h2 className="inbox-entry__title" id={titleId}>
        {title}
      </h2>
      <p className="inbox-entry__sent">
        {entry.reference === null
          ? t('trade.inbox.sentLineUnconfirmed', { time: formatDateTime(entry.sentAt, lang) })
          : t('trade.inbox.sentLine', {
              reference: entry.reference,
              time: formatDateTime(entry.sentAt, lang),
            })}
      </p>
      {(entry.supplier || entry.product) && (
        <dl className="inbox-entry__target">
          {entry.supplier && (
            <div>
              <dt>{t('trade.inbox.supplier')}</dt>
              <dd>
                <Link to={`/seller?id=${encodeURIComponent(entry.supplier.id)}`}>
                  {supplier || entry.supplier.id}
                </Link>
              </dd>
            </div>
          )}
          {entry.product && (
            <div>
              <dt>{t('trade.inbox.product')}</dt>
              <dd>
                {entry.product.code ? (
                  <Link to={`/show?code=${encodeURIComponent(entry.product.code)}`}>
                    {product || entry.product.code}
                  </Link>
                ) : (
                  product || entry.product.id
                )}
              </dd>
            </div>
          )}
        </dl>
      )}
      {entry.reference === null && (
        <p className="notice notice--info inbox-entry__unsure">
          {t('trade.inbox.unconfirmedHint')}
        </p>
      )}
      {entry.proposedTimes.length > 0 && (
        <ProposedTimes times={entry.proposedTimes} timeZone={entry.timeZone} />
      )}
      {entry.quote && (
        <dl className="fact-list inbox-entry__quote">
          {[
            ...(variation ? [[t('trade.quote.variation'), variation] as [string, string]] : []),
            ...quoteLines(entry.quote, t, lang),
          ].map(([label, value]) => (
            <div className="fact-list__row" key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <details className="inbox-entry__text">
        <summary>{t('trade.inbox.fullText')}</summary>
        <p>{entry.text}</p>
      </details>
      <div className="inbox-entry__actions">
        <EntryStatusButtons
          status={entry.status}
          title={title}
          busy={update.isPending}
          onMark={(status) => update.mutate({ id: entry.id, status })}
        />
        <EntryNote
          note={entry.note}
          busy={update.isPending}
          onSave={(note, done) => update.mutate({ id: entry.id, note }, { onSuccess: done })}
        />
      </div>
      {update.isError && (
        <ErrorNotice message={update.error.message || t('trade.inbox.updateFailed')} />
      )}
    </li>
  );
}
