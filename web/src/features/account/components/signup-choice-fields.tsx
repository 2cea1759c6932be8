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
import { useSignupDraft } from '../lib/signup-draft';

/**
 * Registration (docs/rules/accounts.md#sign-up): areas of interest, introduction (JETRO office,
 * introducer — shared with the profile — and the sign-up code) and consents — asked here only
 * when the buyer did not agree on the policy pages before.
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
  const draft = useSignupDraft();
  // Asked once (issue: three times): the policy pages' consents stand for the form's.
  const agreedBefore = draft.termsAccepted && draft.privacyPolicyAccepted;

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
      {agreedBefore ? (
        // Agreed on the two policy pages just before: said, not asked a second time. The form
        // keeps both consents (its starting values), so the BFF still receives them.
        <div className="consent-given">
          <p>{t('signup.consentGiven')}</p>
          <p className="consent-given__links">
            <Link to="/buyer_policy" target="_blank" rel="noopener">
              {t('signup.readPolicy', { policy: t('policy.terms.title') })}
            </Link>
            <Link to="/account/privacy_policy" target="_blank" rel="noopener">
              {t('signup.readPolicy', { policy: t('policy.privacy.title') })}
            </Link>
          </p>
        </div>
      ) : (
        <ConsentCheckboxes />
      )}
    </>
  );
}

/** Both consents, for a buyer who came to the form without the policy pages (a mailed link). */
function ConsentCheckboxes() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<
    RegistrationFormInput,
    unknown,
    RegistrationForm
  >();
  const { errors } = formState;
  return (
    <>
      <CheckboxField
        label={t('policy.consent.termsAccepted')}
        aside={
          <Link to="/buyer_policy" target="_blank" rel="noopener">
            {t('signup.readPolicy', { policy: t('policy.terms.title') })}
          </Link>
        }
        required
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
        required
        error={errors.privacyPolicyAccepted}
        registration={register('privacyPolicyAccepted')}
      />
    </>
  );
}
