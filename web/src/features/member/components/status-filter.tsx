import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, type PaymentStatus } from '@kakehashi/contracts/web';

/** The order-history filter (docs/rules/cart-and-checkout.md#payment-statuses): one checkbox per payment status; none ticked shows all. */
export function StatusFilter({
  selected,
  onChange,
}: {
  selected: readonly PaymentStatus[];
  onChange: (next: PaymentStatus[]) => void;
}) {
  const { t } = useTranslation();
  const toggle = (status: PaymentStatus, on: boolean) =>
    onChange(PAYMENT_STATUSES.filter((s) => (s === status ? on : selected.includes(s))));
  return (
    <fieldset className="status-filter">
      <legend>{t('orders.filter')}</legend>
      <p className="field__hint">{t('orders.filterHint')}</p>
      <div className="status-filter__options">
        {PAYMENT_STATUSES.map((status) => (
          <label key={status} className="chip-check">
            <input
              type="checkbox"
              checked={selected.includes(status)}
              onChange={(event) => toggle(status, event.target.checked)}
            />
            <span>{t(`orders.status.${status}`)}</span>
          </label>
        ))}
      </div>
      {selected.length > 0 && (
        <button type="button" className="link-button" onClick={() => onChange([])}>
          {t('orders.clearFilter')}
        </button>
      )}
    </fieldset>
  );
}
