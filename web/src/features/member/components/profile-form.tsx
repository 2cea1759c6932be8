import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  countryOptions,
  isJapan,
  jetroOfficeOptions,
  profileFormSchema,
  registrationLabel,
  type ProfileForm,
  type ProfileFormInput,
  type RegistrationField,
} from '@kakehashi/contracts/web';
import { AreasOfInterestSelect, threeAreas } from '@/shared/ui/form/areas-of-interest-select';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { IdNameSelect } from '@/shared/ui/form/id-name-select';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import { useLocale } from '@/shared/i18n/i18n';

/**
 * docs/rules/accounts.md#profile: the sign-up details edited under the sign-up rules (the
 * contracts' profileFormSchema); phone and postal hints follow the chosen country.
 */
export function ProfileEditForm(props: {
  initial: ProfileFormInput;
  sending: boolean;
  error: string | null;
  onSave: (form: ProfileForm) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const form = useLocalizedForm<ProfileFormInput, ProfileForm>(profileFormSchema, {
    defaultValues: props.initial,
    shouldFocusError: true,
  });
  const { register, control, handleSubmit, formState } = form;
  const { errors } = formState;
  const label = (field: RegistrationField) => registrationLabel(lang, field);
  const japan = isJapan(useWatch({ control, name: 'country.code' }));
  const nameField = (field: 'firstName' | 'lastName') => (
    <TextField
      key={field}
      label={label(field)}
      autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
      required
      error={errors[field]}
      registration={register(field)}
    />
  );

  return (
    <form className="form" noValidate onSubmit={handleSubmit(props.onSave)}>
      <FormAlert>{props.error}</FormAlert>
      <h2 className="form__section">{t('profile.sectionPerson')}</h2>
      <div className="field-row">
        {(lang === 'jp'
          ? (['lastName', 'firstName'] as const)
          : (['firstName', 'lastName'] as const)
        ).map(nameField)}
      </div>
      <h2 className="form__section">{t('profile.sectionCompany')}</h2>
      <TextField
        label={label('companyName')}
        autoComplete="organization"
        required
        error={errors.companyName}
        registration={register('companyName')}
      />
      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          <IdNameSelect
            label={label('country')}
            required
            autoComplete="country"
            options={countryOptions(lang).map((o) => ({ id: o.code, name: o.name }))}
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
        label={label('postalCode')}
        autoComplete="postal-code"
        hint={t(japan ? 'signup.postalHint' : 'signup.postalHintAbroad')}
        error={errors.postalCode}
        registration={register('postalCode')}
      />
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
      <h2 className="form__section">{t('profile.sectionInterests')}</h2>
      <Controller
        control={control}
        name="AreasOfInterest"
        render={({ field, fieldState }) => (
          <AreasOfInterestSelect
            lang={lang}
            label={label('AreasOfInterest')}
            value={threeAreas(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error}
          />
        )}
      />
      <Controller
        control={control}
        name="JETROOffice"
        render={({ field, fieldState }) => (
          <IdNameSelect
            label={label('JETROOffice')}
            options={jetroOfficeOptions(lang)}
            selectedId={field.value?.id ?? ''}
            toValue={(option) => (option ? { id: option.id, name: option.name } : null)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error}
          />
        )}
      />
      <TextField
        label={label('introducerName')}
        error={errors.introducerName}
        registration={register('introducerName')}
      />
      <div className="button-row">
        <button type="button" className="button" onClick={props.onCancel}>
          {t('mypage.cancelEdit')}
        </button>
        <SubmitButton sending={props.sending}>{t('mypage.save')}</SubmitButton>
      </div>
    </form>
  );
}
