import { useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '@/shared/ui/form/field-frame';

export type IdNameOption = { id: string; name: string };

/** A select over `{id, name}` options whose form value is the chosen pair (or `empty`). */
export function IdNameSelect<T>({
  name,
  label,
  options,
  selectedId,
  toValue,
  onChange,
  onBlur,
  error,
  required = false,
  inputRef,
  autoComplete,
}: {
  /** The form field's name (its Controller's): what the error summary finds the select by. */
  name: string;
  label: string;
  options: IdNameOption[];
  selectedId: string;
  toValue: (option: IdNameOption | undefined) => T;
  onChange: (value: T) => void;
  onBlur: () => void;
  error?: FieldError;
  required?: boolean;
  inputRef: (element: HTMLSelectElement | null) => void;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      {(describedBy) => (
        <select
          id={id}
          name={name}
          ref={inputRef}
          className="input select"
          value={selectedId}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          onBlur={onBlur}
          onChange={(event) =>
            onChange(toValue(options.find((option) => option.id === event.target.value)))
          }
        >
          <option value="">{t('form.selectPlaceholder')}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
