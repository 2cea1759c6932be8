import { useId, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from './field-frame';

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  options: { value: string; label: string }[];
  error?: FieldError;
  required?: boolean;
  hint?: ReactNode;
  /** Starts with "Please select" (value '') when the field has no default. */
  placeholder?: boolean;
  autoComplete?: string;
};

/** A labelled select of a react-hook-form field, its hint and error announced with it. */
export function SelectField({
  label,
  registration,
  options,
  error,
  required = false,
  hint,
  placeholder = false,
  autoComplete,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {(describedBy) => (
        <select
          id={id}
          className="input select"
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          {...registration}
        >
          {placeholder && <option value="">{t('form.selectPlaceholder')}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
