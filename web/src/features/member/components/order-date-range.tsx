import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayWithWeekday } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';

type Props = {
  from: string | undefined;
  to: string | undefined;
  inverted: boolean;
  onChange: (values: { from?: string; to?: string }) => void;
};

/**
 * The days ordered (docs/rules/cart-and-checkout.md#order-history-dates): a first and a last day,
 * either may stay empty, read as days in Japan. Beside the payment-status filter. A browser's date
 * input writes its placeholder and its date in the browser's own locale ("mm/dd/yyyy" on a
 * Japanese page), so, as checkout's delivery date does, each field reads its day back the page's
 * way under it (「2026年11月03日（火）から」) and says in the page's language when it is empty.
 */
export function OrderDateRange({ from, to, inverted, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const errorId = `${id}-error`;
  const fromId = `${id}-from`;
  const toId = `${id}-to`;
  const fromDay = formatDayWithWeekday(from || null, locale);
  const toDay = formatDayWithWeekday(to || null, locale);
  return (
    <fieldset className="order-dates">
      <legend>{t('orders.dates.legend')}</legend>
      <p className="field__hint">{t('orders.dates.hint')}</p>
      <div className="order-dates__fields">
        {/* The day read back sits outside the label: the field's name stays 'From' / 「開始日」. */}
        <div className="order-dates__field">
          <label htmlFor={`${id}-from-input`}>{t('orders.dates.from')}</label>
          <input
            id={`${id}-from-input`}
            type="date"
            className="input"
            value={from ?? ''}
            max={to}
            aria-describedby={fromId}
            onChange={(event) => onChange({ from: event.target.value })}
          />
          <p id={fromId} className="field__hint">
            {fromDay ? t('orders.dates.fromChosen', { date: fromDay }) : t('orders.dates.noFrom')}
          </p>
        </div>
        <div className="order-dates__field">
          <label htmlFor={`${id}-to-input`}>{t('orders.dates.to')}</label>
          <input
            id={`${id}-to-input`}
            type="date"
            className="input"
            value={to ?? ''}
            min={from}
            aria-invalid={inverted || undefined}
            aria-describedby={inverted ? `${toId} ${errorId}` : toId}
            onChange={(event) => onChange({ to: event.target.value })}
          />
          <p id={toId} className="field__hint">
            {toDay ? t('orders.dates.toChosen', { date: toDay }) : t('orders.dates.noTo')}
          </p>
        </div>
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
