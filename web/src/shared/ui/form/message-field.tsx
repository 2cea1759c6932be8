import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './field-frame';

/** A labelled multi-line text field, with its error announced with it. */
export function MessageField({
  label,
  registration,
  error,
  required = true,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  required?: boolean;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      {(describedBy) => (
        <textarea
          id={id}
          className="input textarea"
          rows={7}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          {...registration}
        />
      )}
    </FieldFrame>
  );
}
