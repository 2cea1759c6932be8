import { Controller, useFormContext } from 'react-hook-form';
import {
  jetroOfficeOptions,
  registrationLabel,
  type ProfileFormInput,
} from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { AreasOfInterestSelect, threeAreas } from '@/shared/ui/form/areas-of-interest-select';
import { IdNameSelect } from '@/shared/ui/form/id-name-select';
import { TextField } from '@/shared/ui/form/text-field';

// The buyer's choices of docs/rules/accounts.md#sign-up, shared by sign-up and the profile; each
// reads the form from a react-hook-form `FormProvider` whose values include the buyer details.

/** One to three areas of interest. */
export function AreasOfInterestField() {
  const lang = useLocale();
  const { control } = useFormContext<ProfileFormInput>();
  return (
    <Controller
      control={control}
      name="AreasOfInterest"
      render={({ field, fieldState }) => (
        <AreasOfInterestSelect
          name={field.name}
          lang={lang}
          label={registrationLabel(lang, 'AreasOfInterest')}
          value={threeAreas(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error}
        />
      )}
    />
  );
}

/** Who introduced the buyer: the JETRO office and the introducer's name. */
export function IntroductionFields() {
  const lang = useLocale();
  const { control, register, formState } = useFormContext<ProfileFormInput>();
  return (
    <>
      <Controller
        control={control}
        name="JETROOffice"
        render={({ field, fieldState }) => (
          <IdNameSelect
            name={field.name}
            label={registrationLabel(lang, 'JETROOffice')}
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
        label={registrationLabel(lang, 'introducerName')}
        error={formState.errors.introducerName}
        registration={register('introducerName')}
      />
    </>
  );
}
