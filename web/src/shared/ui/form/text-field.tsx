import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './field-frame';

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  required?: boolean;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'required'>;

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({
  label,
  registration,
  error,
  required = false,
  hint,
  className,
  ...input
}: Props) {
  const id = useId();
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      {(describedBy) => (
        <input
          id={id}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          {...input}
          {...registration}
        />
      )}
    </FieldFrame>
  );
}
