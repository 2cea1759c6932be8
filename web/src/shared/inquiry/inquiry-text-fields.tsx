import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { MessageField } from '@/shared/ui/form/message-field';
import { TextField } from '@/shared/ui/form/text-field';
import { SubjectField } from './subject-field';

type Name = 'email' | 'emailConfirmation' | 'title' | 'text';

type Props = {
  /** Without a `title` label there is no subject field (a quote request's is written for it). */
  labels: Record<Exclude<Name, 'title'>, string> & { title?: string };
  register: (name: Name) => UseFormRegisterReturn;
  errors: Partial<Record<Name, FieldError>>;
  /** The class of the row holding the email and its confirmation side by side. */
  pairClassName: string;
  /** Whether the message is required (default); a quote request's is optional. */
  textRequired?: boolean;
  /** Fields of the screen's own, between the reply address and the message. */
  children?: ReactNode;
};

/**
 * The fields every inquiry has (the contact form and the request screens): the reply address
 * typed twice (the confirmation is never autofilled, so a typo shows), the subject and the message.
 */
export function InquiryTextFields({
  labels,
  register,
  errors,
  pairClassName,
  textRequired = true,
  children,
}: Props) {
  return (
    <>
      <div className={pairClassName}>
        <TextField
          label={labels.email}
          registration={register('email')}
          error={errors.email}
          required
          type="email"
          autoComplete="email"
        />
        <TextField
          label={labels.emailConfirmation}
          registration={register('emailConfirmation')}
          error={errors.emailConfirmation}
          required
          type="email"
          autoComplete="off"
        />
      </div>
      {labels.title !== undefined && (
        <SubjectField label={labels.title} registration={register('title')} error={errors.title} />
      )}
      {children}
      <MessageField
        label={labels.text}
        registration={register('text')}
        error={errors.text}
        required={textRequired}
      />
    </>
  );
}
