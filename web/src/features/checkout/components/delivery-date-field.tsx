import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayWithWeekday } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';

type Props = {
  /** The field's id, for the label the caller renders. */
  id: string;
  /** The days the upstream offers for this method (`delivery_date_selections`), if any. */
  days: string[];
  required: boolean;
  value: string;
  onChange: (day: string) => void;
};

/**
 * A delivery method's date in the page's language (UI.md "Words": one language per screen, dates
 * in the page language's format). A browser's date input writes its placeholder and its date in
 * the browser's own locale ("mm/dd/yyyy" on a Japanese page in an English browser), so: the days
 * the upstream offers are a choice of dates written the page's way; without them the free date
 * input says in the page's language how to use it and, once a day is picked, which day that is.
 */
export function DeliveryDateField({ id, days, required, value, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hintId = useId();
  if (days.length > 0)
    return (
      <select
        id={id}
        className="input select"
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">
          {required ? t('checkout.delivery.chooseDate') : t('checkout.delivery.anyDate')}
        </option>
        {days.map((day) => (
          <option key={day} value={day}>
            {formatDayWithWeekday(day, locale) || day}
          </option>
        ))}
      </select>
    );
  const chosen = formatDayWithWeekday(value, locale);
  return (
    <>
      <input
        id={id}
        className="input"
        type="date"
        value={value}
        required={required}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="field__hint">
        {chosen
          ? t('checkout.delivery.dateChosen', { date: chosen })
          : required
            ? t('checkout.delivery.dateHintRequired')
            : t('checkout.delivery.dateHint')}
      </p>
    </>
  );
}
