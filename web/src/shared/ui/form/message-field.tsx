import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './field-frame';

/** A labelled multi-line text field, with its error announced with it. */
export function MessageField({
  label,
  registration,
  error,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required error={error}>
      {(describedBy) => (
        <textarea
          id={id}
          className="input textarea"
          rows={7}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={describedBy}
          {...registration}
        />
      )}
    </FieldFrame>
  );
}
