import { useTranslation } from 'react-i18next';
import { canSendInquiry } from '@kakehashi/contracts/web';
import type { ContactFormValues, ContactLabels } from '../lib/contact-form-schema';
import { FormAlert } from '@/shared/ui/form/form-alert';

type Props = {
  values: ContactFormValues;
  labels: ContactLabels;
  sending: boolean;
  error?: string;
  /** Said under `error` when nobody can tell whether the message reached the desk. */
  unconfirmed?: string;
  onEdit: () => void;
  onSend: () => void;
};

/**
 * The confirmation step: everything that will be sent, then Send — which works only while the
 * inquiry is sendable (docs/rules/lists-and-requests.md#inquiry-sendability): name, type, subject,
 * email and message filled in and the email equal to its confirmation; the input step's
 * validation is the extra check.
 */
export function ContactSummary({
  values,
  labels,
  sending,
  error,
  unconfirmed,
  onEdit,
  onSend,
}: Props) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [labels.type, values.type ? t(`contact.types.${values.type}`) : ''],
    [labels.name, values.name],
    [labels.company, values.company || t('contact.none')],
    [labels.email, values.email],
    [labels.title, values.title],
    [labels.text, values.text],
  ];
  const sendable = canSendInquiry(values, true);
  return (
    <div className="request-summary">
      <FormAlert>
        {error && (
          <>
            <p>{error}</p>
            {unconfirmed && <p>{unconfirmed}</p>}
          </>
        )}
      </FormAlert>
      <dl className="fact-list">
        {rows.map(([label, value]) => (
          <div className="fact-list__row" key={label}>
            <dt>{label}</dt>
            <dd className="request-summary__value">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="button-row">
        <button type="button" className="button" onClick={onEdit} disabled={sending}>
          {t('contact.edit')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={onSend}
          disabled={sending || !sendable}
          aria-busy={sending}
        >
          {sending ? t('form.sending') : t('contact.send')}
        </button>
      </div>
    </div>
  );
}
