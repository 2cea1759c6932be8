import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/ui/form/form-alert';

/** What the page tells a confirmation step: whether it is sending, how it failed, what to do. */
export type InquirySending = {
  sending: boolean;
  error?: string;
  /** Said under `error` when nobody can tell whether the message arrived. */
  unconfirmed?: string;
  onEdit: () => void;
  onSend: () => void;
};

type Props = InquirySending & {
  /** Label and value of each line that will be sent, in order. */
  rows: [string, string][];
  /** Whether the inquiry may be sent (docs/rules/lists-and-requests.md#inquiry-sendability). */
  sendable: boolean;
  editLabel: string;
  sendLabel: string;
  /** What a screen shows under the lines (the request screens' proposed times). */
  children?: ReactNode;
};

/**
 * The confirmation step shared by the contact form and the request screens: everything that will
 * be sent, then Edit or Send; Send works only while the inquiry is sendable and not on its way.
 */
export function InquirySummary({
  rows,
  sending,
  sendable,
  error,
  unconfirmed,
  editLabel,
  sendLabel,
  onEdit,
  onSend,
  children,
}: Props) {
  const { t } = useTranslation();
  return (
    <div className="request-summary">
      <dl className="fact-list">
        {rows.map(([label, value]) => (
          <div className="fact-list__row" key={label}>
            <dt>{label}</dt>
            <dd className="request-summary__value">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
      {/* Beside Send, where the buyer is when it fails: above the lines, a long confirmation (a
          meeting's times) had it off the screen and Send seemed to do nothing. */}
      <FormAlert>
        {error && (
          <>
            <p>{error}</p>
            {unconfirmed && <p>{unconfirmed}</p>}
          </>
        )}
      </FormAlert>
      <div className="button-row">
        <button type="button" className="button" onClick={onEdit} disabled={sending}>
          {editLabel}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={onSend}
          disabled={sending || !sendable}
          aria-busy={sending}
        >
          {sending ? t('form.sending') : sendLabel}
        </button>
      </div>
    </div>
  );
}
