import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '@kakehashi/contracts/web';

/** What the buyer can mark a request as from each status: answered or closed, or open again. */
const nextStatuses: Record<RequestStatus, RequestStatus[]> = {
  open: ['answered', 'closed'],
  answered: ['closed', 'open'],
  closed: ['open'],
};

/**
 * The buyer's own marking of a request (docs/rules/trade-desk.md#request-inbox): the buttons
 * that move it on; the status itself is shown in the entry's head.
 */
export function EntryStatusButtons({
  status,
  title,
  busy,
  onMark,
}: {
  status: RequestStatus;
  /** The request's title, so each button names the request it marks. */
  title: string;
  busy: boolean;
  onMark: (status: RequestStatus) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="inbox-entry__marks">
      {nextStatuses[status].map((next) => (
        <button
          key={next}
          type="button"
          className={
            next === 'answered' ? 'button button--small button--primary' : 'button button--small'
          }
          aria-label={t(`trade.inbox.markLabel.${next}`, { title })}
          disabled={busy}
          onClick={() => onMark(next)}
        >
          {t(`trade.inbox.mark.${next}`)}
        </button>
      ))}
    </div>
  );
}
