import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Label, required mark, hint and error around one control; hands the control its aria-describedby. */
export function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  hint?: ReactNode;
  error?: FieldError;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const { t } = useTranslation();
  // A hint that says what the error says (the password's rule) is not shown twice.
  if (hint !== undefined && hint === error?.message) hint = undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div
      className={['field', error ? 'field--invalid' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <label className="field__label" htmlFor={id}>
        {label}
        {/* The space keeps the accessible name readable: "Email Required", not "EmailRequired". */}
        {required && <span className="field__required"> {t('form.requiredMark')}</span>}
      </label>
      {children(describedBy)}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error?.message && (
        <p className="field__error" id={errorId}>
          {error.message}
        </p>
      )}
    </div>
  );
}
