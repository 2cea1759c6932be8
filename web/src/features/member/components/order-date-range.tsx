import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  from: string | undefined;
  to: string | undefined;
  inverted: boolean;
  onChange: (values: { from?: string; to?: string }) => void;
};

/**
 * The days ordered (docs/rules/cart-and-checkout.md#order-history-dates): a first and a last day,
 * either may stay empty, read as days in Japan. Beside the payment-status filter.
 */
export function OrderDateRange({ from, to, inverted, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="order-dates">
      <legend>{t('orders.dates.legend')}</legend>
      <p className="field__hint">{t('orders.dates.hint')}</p>
      <div className="order-dates__fields">
        <label className="order-dates__field">
          <span>{t('orders.dates.from')}</span>
          <input
            type="date"
            className="input"
            value={from ?? ''}
            max={to}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </label>
        <label className="order-dates__field">
          <span>{t('orders.dates.to')}</span>
          <input
            type="date"
            className="input"
            value={to ?? ''}
            min={from}
            aria-invalid={inverted || undefined}
            aria-describedby={inverted ? errorId : undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </label>
      </div>
      {inverted && (
        <p id={errorId} className="field__error" role="alert">
          {t('orders.dates.inverted')}
        </p>
      )}
      {(from || to) && (
        <button
          type="button"
          className="link-button"
          onClick={() => onChange({ from: '', to: '' })}
        >
          {t('orders.dates.clear')}
        </button>
      )}
    </fieldset>
  );
}
