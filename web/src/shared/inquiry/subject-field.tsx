import { useId, type ChangeEvent, type KeyboardEvent } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from '@/shared/ui/form/field-frame';

/**
 * An inquiry's subject: one line of text that wraps in a box growing with it (two or three lines
 * on a phone), so a prefilled subject naming a long product is read whole rather than cut inside
 * a single-line input. Enter does not break it and a pasted line break becomes a space, so the
 * subject stays one line for the upstream.
 */
export function SubjectField({
  label,
  registration,
  error,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const box = event.currentTarget;
    if (/[\r\n]/.test(box.value)) box.value = box.value.replace(/[\r\n]+/g, ' ');
    return registration.onChange(event);
  };
  return (
    <FieldFrame id={id} label={label} required error={error}>
      {(describedBy) => (
        <textarea
          id={id}
          className="input input--subject"
          rows={2}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={describedBy}
          onKeyDown={onKeyDown}
          {...registration}
          onChange={onChange}
        />
      )}
    </FieldFrame>
  );
}
