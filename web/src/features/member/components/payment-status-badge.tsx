import { useTranslation } from 'react-i18next';

/** A payment status in words, coloured by what it means for the buyer (done, open, trouble). */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = ['captured', 'authorized'].includes(status)
    ? 'done'
    : ['canceled', 'refunded'].includes(status)
      ? 'closed'
      : status === 'system-error'
        ? 'trouble'
        : 'open';
  return (
    <span className={`status-badge status-badge--${tone}`}>
      {t(`orders.status.${status}`, { defaultValue: status })}
    </span>
  );
}
