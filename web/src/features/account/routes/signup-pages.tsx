import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/shared/ui/page-shell';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { errorMessageOf, isApiError } from '@/shared/lib/api-error';
import { useRefreshSession } from '@/shared/session/session';
import { useSignUp } from '../api/sign-up';
import { SignupSummary } from '../components/signup-summary';
import { updateSignupDraft, useSignupDraft } from '../lib/signup-draft';
import { MessageWithCode } from '@/shared/ui/error-notice';

/**
 * /account/buyer_confirm_signup (docs/rules/accounts.md#sign-up): check everything, then register.
 */
export function SignupConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useSignupDraft();
  const signUp = useSignUp();
  const refreshSession = useRefreshSession();

  if (!draft.form) return <Navigate to="/account/buyer_signup" replace />;
  const form = draft.form;

  const register = () =>
    signUp.mutate(form, {
      onSuccess: (data) => {
        // The draft (password included) is dropped by the complete page, once this page is gone.
        updateSignupDraft({
          completedEmail: form.email,
          codeMailed: data.verificationRequired === true,
        });
        void refreshSession();
        navigate('/account/buyer_complete_signup', { replace: true });
      },
    });

  const fieldErrors = isApiError(signUp.error) ? signUp.error.errors : [];

  return (
    <PageShell title={t('signup.confirmTitle')} lead={t('signup.confirmLead')}>
      <div className="card card--wide">
        <FormAlert>
          {signUp.isError && (
            <>
              <p>
                <MessageWithCode
                  message={errorMessageOf(signUp.error, t('common.unexpectedError'))}
                />
              </p>
              {fieldErrors.length > 0 && (
                <ul>
                  {fieldErrors.map((issue) => (
                    <li key={`${issue.name}:${issue.value}`}>{issue.value || issue.name}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </FormAlert>
        <SignupSummary form={form} />
        <div className="button-row">
          <button
            type="button"
            className="button"
            onClick={() => navigate('/account/buyer_signup')}
          >
            {t('signup.backToEdit')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={signUp.isPending}
            aria-busy={signUp.isPending}
            onClick={register}
          >
            {signUp.isPending ? t('form.sending') : t('signup.register')}
          </button>
        </div>
      </div>
    </PageShell>
  );
}
