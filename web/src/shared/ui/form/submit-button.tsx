import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The form's submit: disabled and marked busy while the request is on its way. */
export function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={sending}
      aria-busy={sending}
    >
      {sending ? t('form.sending') : children}
    </button>
  );
}
