import { useFormContext } from 'react-hook-form';
import { registrationLabel, type Language, type ProfileFormInput } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { TextField } from '@/shared/ui/form/text-field';

/**
 * The two name fields in the order the page language writes a name (姓 then 名 in Japanese, as
 * contracts' fullName joins them): the form asks them so and its summary lists them so.
 */
export const nameFieldOrder = (lang: Language) =>
  lang === 'jp' ? (['lastName', 'firstName'] as const) : (['firstName', 'lastName'] as const);

/**
 * The buyer's first and last name, shared by sign-up and the profile; in Japanese the family name
 * (姓) comes first (docs/rules/accounts.md#sign-up). Reads the form from a react-hook-form `FormProvider`.
 */
export function NameFields() {
  const lang = useLocale();
  const { register, formState } = useFormContext<ProfileFormInput>();
  return (
    <div className="field-row">
      {nameFieldOrder(lang).map((field) => (
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
