import { useId, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A consent-style checkbox with its label beside it and its error announced with it; a box that
 * must be ticked carries the 'Required' badge the other required fields have.
 */
export function CheckboxField({
  label,
  registration,
  error,
  aside,
  required = false,
}: {
  label: ReactNode;
  required?: boolean;
  /** Shown after the label, outside it (e.g. a link to the policy), so clicking it does not tick the box. */
  aside?: ReactNode;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'checkbox-field field--invalid' : 'checkbox-field'}>
      <input
        id={id}
        type="checkbox"
        className="checkbox"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      <label htmlFor={id}>
        {label}
        {/* The space keeps the name readable ("… Terms of Use. Required") and, outside the badge,
            is where a long sentence wraps: a badge on a line of its own starts at the text's edge. */}
        {required && (
          <>
            {' '}
            <span className="field__required">{t('form.requiredMark')}</span>
          </>
        )}
      </label>
      {aside && <span className="checkbox-field__aside">{aside}</span>}
      {error?.message && (
        <p className="field__error" id={errorId}>
          {error.message}
        </p>
      )}
    </div>
  );
}
