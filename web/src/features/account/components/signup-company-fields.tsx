import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  countryOptions,
  registrationLabel,
  type RegistrationField,
  type RegistrationForm,
  type RegistrationFormInput,
} from '@kakehashi/contracts/web';
import { TextField } from '@/shared/ui/form/text-field';
import { useLocale } from '@/shared/i18n/i18n';
import { IdNameSelect } from './id-name-select';
import { addressLine, ZipLookup } from './zip-lookup';

export type SignupFormApi = UseFormReturn<RegistrationFormInput, unknown, RegistrationForm>;

/**
 * Registration (docs/rules/accounts.md#sign-up): the company block — name, postal code with address
 * lookup, address, phone, country, website.
 */
export function SignupCompanyFields({ form }: { form: SignupFormApi }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { register, control, getValues, setValue, formState } = form;
  const { errors, isSubmitted } = formState;
  const label = (field: RegistrationField) => registrationLabel(lang, field);

  return (
    <>
      <h2 className="form__section">{t('signup.sectionCompany')}</h2>
      <TextField
        label={label('companyName')}
        autoComplete="organization"
        required
        error={errors.companyName}
        registration={register('companyName')}
      />
      <div className="field-row field-row--zip">
        <TextField
          label={label('postalCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          hint={t('signup.postalHint')}
          error={errors.postalCode}
          registration={register('postalCode')}
        />
        <ZipLookup
          readZip={() => getValues('postalCode')}
          onFound={(address) =>
            setValue('companyAddress', addressLine(address), {
              shouldValidate: isSubmitted,
              shouldDirty: true,
            })
          }
        />
      </div>
      <TextField
        label={label('companyAddress')}
        autoComplete="street-address"
        required
        error={errors.companyAddress}
        registration={register('companyAddress')}
      />
      <TextField
        label={label('phoneNumber')}
        type="tel"
        autoComplete="tel"
        required
        hint={t('signup.phoneHint')}
        error={errors.phoneNumber}
        registration={register('phoneNumber')}
      />
      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          <IdNameSelect
            label={label('country')}
            required
            autoComplete="country"
            options={countryOptions(lang).map((option) => ({ id: option.code, name: option.name }))}
            selectedId={field.value.code}
            toValue={(option) => ({ code: option?.id ?? '', name: option?.name ?? '' })}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error}
          />
        )}
      />
      <TextField
        label={label('companyWebsite')}
        type="url"
        autoComplete="url"
        placeholder="https://"
        error={errors.companyWebsite}
        registration={register('companyWebsite')}
      />
    </>
  );
}
