import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emptyRegistrationForm, type RegistrationFormInput } from '@kakehashi/contracts/web';
import { PageShell } from '@/shared/ui/page-shell';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { errorMessageOf } from '@/shared/lib/api-error';
import { useSignupCode } from '../api/signup-code';
import { SignupForm } from '../components/signup-form';
import { PreSignupForm } from '../components/pre-signup-form';
import { updateSignupDraft, useSignupDraft } from '../lib/signup-draft';

/**
 * /account/buyer_signup (docs/rules/accounts.md#sign-up): the registration form, or
 * pre-registration for buyers not ready yet. The pre-registration mail links back here with
 * `?signup_code=`: the code is looked up and the form starts with its email address and the code
 * filled in.
 */
export function SignupInputPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useSignupDraft();
  const [params] = useSearchParams();
  const code = params.get('signup_code');
  const lookup = useSignupCode(code);
  const [mode, setMode] = useState<'signup' | 'pre'>('signup');

  const fromCode: Partial<RegistrationFormInput> =
    code && lookup.data ? { email: lookup.data.email, signup_code: code } : {};
  const initial: RegistrationFormInput = draft.input ?? {
    ...emptyRegistrationForm(),
    termsAccepted: draft.termsAccepted,
    privacyPolicyAccepted: draft.privacyPolicyAccepted,
    ...fromCode,
  };

  return (
    <PageShell title={t('signup.title')} lead={t('signup.lead')}>
      <div className="tabs" role="group" aria-label={t('signup.modeLabel')}>
        {(['signup', 'pre'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={mode === value ? 'tabs__tab is-current' : 'tabs__tab'}
            aria-pressed={mode === value}
            onClick={() => setMode(value)}
          >
            {t(`signup.mode.${value}`)}
          </button>
        ))}
      </div>
      <div className="card card--wide">
        {mode === 'pre' ? (
          <>
            <p className="card__lead">{t('preSignup.lead')}</p>
            <PreSignupForm
              onDone={(email) => {
                updateSignupDraft({ completedEmail: email });
                navigate('/account/buyer_complete_pre_signup');
              }}
            />
          </>
        ) : code && lookup.isPending ? (
          <TextSkeleton lines={6} />
        ) : (
          <>
            {lookup.isSuccess && (
              <FormAlert tone="success">
                {t('signup.codeConfirmed', { email: lookup.data.email })}
              </FormAlert>
            )}
            {lookup.isError && (
              <FormAlert>{errorMessageOf(lookup.error, t('signup.codeInvalid'))}</FormAlert>
            )}
            <SignupForm
              initial={initial}
              onValid={(form, input) => {
                updateSignupDraft({ form, input });
                navigate('/account/buyer_confirm_signup');
              }}
            />
          </>
        )}
      </div>
      <p className="page__aside">
        {t('signup.haveAccount')} <Link to="/account/login">{t('nav.login')}</Link>
      </p>
    </PageShell>
  );
}
