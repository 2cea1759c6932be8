import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  registrationLabel,
  type RegistrationForm,
  type RegistrationFormInput,
} from '@kakehashi/contracts/web';
import { TextField } from '@/shared/ui/form/text-field';
import { useLocale } from '@/shared/i18n/i18n';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { AreasOfInterestField, IntroductionFields } from '@/shared/registration/choice-fields';

/**
 * Registration (docs/rules/accounts.md#sign-up): areas of interest, introduction (JETRO office,
 * introducer — shared with the profile — and the sign-up code) and consents.
 */
export function SignupChoiceFields() {
  const { t } = useTranslation();
  const lang = useLocale();
  const { register, formState } = useFormContext<
    RegistrationFormInput,
    unknown,
    RegistrationForm
  >();
  const { errors } = formState;

  return (
    <>
      <h2 className="form__section">{t('signup.sectionInterests')}</h2>
      <AreasOfInterestField />

      <h2 className="form__section">{t('signup.sectionIntroduction')}</h2>
      <IntroductionFields />
      <TextField
        label={registrationLabel(lang, 'signup_code')}
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
