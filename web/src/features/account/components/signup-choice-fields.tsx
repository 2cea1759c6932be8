import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  jetroOfficeOptions,
  registrationLabel,
  type RegistrationField,
} from '@kakehashi/contracts/web';
import { TextField } from '@/shared/ui/form/text-field';
import { useLocale } from '@/shared/i18n/i18n';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { AreasOfInterestSelect, threeAreas } from '@/shared/ui/form/areas-of-interest-select';
import { IdNameSelect } from '@/shared/ui/form/id-name-select';
import type { SignupFormApi } from './signup-company-fields';

/**
 * Registration (docs/rules/accounts.md#sign-up): areas of interest, introduction (JETRO office,
 * introducer, code) and consents.
 */
export function SignupChoiceFields({ form }: { form: SignupFormApi }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { register, control, formState } = form;
  const { errors } = formState;
  const label = (field: RegistrationField) => registrationLabel(lang, field);

  return (
    <>
      <h2 className="form__section">{t('signup.sectionInterests')}</h2>
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

      <h2 className="form__section">{t('signup.sectionIntroduction')}</h2>
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
      <TextField
        label={label('signup_code')}
        hint={t('signup.signupCodeHint')}
        error={errors.signup_code}
        registration={register('signup_code')}
      />

      <h2 className="form__section">{t('signup.sectionConsent')}</h2>
      <CheckboxField
        label={t('policy.consent.termsAccepted')}
        aside={
          <Link to="/buyer_policy" target="_blank" rel="noopener">
            {t('signup.readPolicy', { policy: t('policy.terms.title') })}
          </Link>
        }
        error={errors.termsAccepted}
        registration={register('termsAccepted')}
      />
      <CheckboxField
        label={t('policy.consent.privacyPolicyAccepted')}
        aside={
          <Link to="/account/privacy_policy" target="_blank" rel="noopener">
            {t('signup.readPolicy', { policy: t('policy.privacy.title') })}
          </Link>
        }
        error={errors.privacyPolicyAccepted}
        registration={register('privacyPolicyAccepted')}
      />
    </>
  );
}
