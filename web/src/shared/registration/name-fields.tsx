import { useFormContext } from 'react-hook-form';
import { registrationLabel, type ProfileFormInput } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { TextField } from '@/shared/ui/form/text-field';

/**
 * The buyer's first and last name, shared by sign-up and the profile; in Japanese the family name
 * (姓) comes first (docs/rules/accounts.md#sign-up). Reads the form from a react-hook-form `FormProvider`.
 */
export function NameFields() {
  const lang = useLocale();
  const { register, formState } = useFormContext<ProfileFormInput>();
  const order =
    lang === 'jp' ? (['lastName', 'firstName'] as const) : (['firstName', 'lastName'] as const);
  return (
    <div className="field-row">
      {order.map((field) => (
        <TextField
          key={field}
          label={registrationLabel(lang, field)}
          autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
          required
          error={formState.errors[field]}
          registration={register(field)}
        />
      ))}
    </div>
  );
}
