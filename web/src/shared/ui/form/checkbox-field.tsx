import { useId, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** A consent-style checkbox with its label beside it and its error announced with it. */
export function CheckboxField({
  label,
  registration,
  error,
  aside,
}: {
  label: ReactNode;
  /** Shown after the label, outside it (e.g. a link to the policy), so clicking it does not tick the box. */
  aside?: ReactNode;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'checkbox-field field--invalid' : 'checkbox-field'}>
      <input
        id={id}
        type="checkbox"
        className="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      <label htmlFor={id}>{label}</label>
      {aside && <span className="checkbox-field__aside">{aside}</span>}
      {error?.message && (
        <p className="field__error" id={errorId}>
          {error.message}
        </p>
      )}
    </div>
  );
}
