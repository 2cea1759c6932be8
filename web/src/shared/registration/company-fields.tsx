import { useRef, type ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  countryOptions,
  isJapan,
  registrationLabel,
  type ProfileFormInput,
  type RegistrationField,
} from '@kakehashi/contracts/web';
import { addressLine, ZipLookup } from '@/shared/address/zip-lookup';
import { useLocale } from '@/shared/i18n/i18n';
import { IdNameSelect } from '@/shared/ui/form/id-name-select';
import { TextField } from '@/shared/ui/form/text-field';

/**
 * The company block of the buyer details (docs/rules/accounts.md#sign-up), shared by sign-up and
 * the profile: name, country, postal code (with the address lookup in Japan), address, phone,
 * website. The country comes first because the phone and postal rules follow it
 * (docs/rules/accounts.md#phone-and-postal-code-by-country). Reads the form from a
 * react-hook-form `FormProvider` whose values include the buyer details. `afterName`: what the
 * profile adds beside the name (its reading), which sign-up does not ask.
 */
export function CompanyFields({ afterName }: { afterName?: ReactNode } = {}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { register, control, getValues, setValue, formState } = useFormContext<ProfileFormInput>();
  const { errors, isSubmitted } = formState;
  const label = (field: RegistrationField) => registrationLabel(lang, field);
  // Until a country is chosen the Japanese hints would mislead a buyer abroad: show the general ones.
  const japan = isJapan(useWatch({ control, name: 'country.code' }));
  // The English lookup puts the caret before the prefecture it fills in.
  const companyAddress = register('companyAddress');
  const addressField = useRef<HTMLInputElement | null>(null);

  return (
    <>
      <TextField
        label={label('companyName')}
        autoComplete="organization"
        required
        error={errors.companyName}
        registration={register('companyName')}
      />
      {afterName}
      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          <IdNameSelect
            name={field.name}
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
      <div className="field-row field-row--zip">
        <TextField
          label={label('postalCode')}
          autoComplete="postal-code"
          inputMode={japan ? 'numeric' : 'text'}
          hint={t(japan ? 'signup.postalHint' : 'signup.postalHintAbroad')}
          error={errors.postalCode}
          registration={register('postalCode')}
        />
        {japan && (
          <ZipLookup
            readZip={() => getValues('postalCode') ?? ''}
            onFound={(address) =>
              setValue('companyAddress', addressLine(address), {
                shouldValidate: isSubmitted,
                shouldDirty: true,
              })
            }
            onFoundInEnglish={(prefecture) => {
              // One language per page (docs/rules/cart-and-checkout.md#addresses-in-japan): an
              // English page gets the prefecture's English name, last in an address written in
              // English, and the caret before it for the street and city.
              setValue('companyAddress', prefecture, {
                shouldValidate: isSubmitted,
                shouldDirty: true,
              });
              addressField.current?.focus();
              addressField.current?.setSelectionRange(0, 0);
              return 'foundPrefectureFirst';
            }}
          />
        )}
      </div>
      <TextField
        label={label('companyAddress')}
        autoComplete="street-address"
        required
        error={errors.companyAddress}
        registration={{
          ...companyAddress,
          ref: (field: HTMLInputElement | null) => {
            companyAddress.ref(field);
            addressField.current = field;
          },
        }}
      />
      <TextField
        label={label('phoneNumber')}
        type="tel"
        autoComplete="tel"
        required
        hint={t(japan ? 'signup.phoneHint' : 'signup.phoneHintAbroad')}
        error={errors.phoneNumber}
        registration={register('phoneNumber')}
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
