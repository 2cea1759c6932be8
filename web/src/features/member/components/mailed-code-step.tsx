import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/shared/ui/form/text-field';

type Props = {
  /** Where the code went, said in the buyer's language. */
  sentNotice: string;
  label: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
};

/**
 * The second step of proving an address by a mailed code, the same for the sign-in email
 * (docs/rules/accounts.md#sign-in-email) and the notification address
 * (docs/rules/linked-services.md#notification-address): where the code went, then the code, which
 * the phone may fill from the mail (one-time-code).
 */
export function MailedCodeStep({ sentNotice, label, error, registration }: Props) {
  return (
    <>
      <p className="notice notice--info" role="status">
        {sentNotice}
      </p>
      <TextField
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={error}
        registration={registration}
      />
    </>
  );
}
