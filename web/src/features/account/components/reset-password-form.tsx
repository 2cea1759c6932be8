import { Link, useNavigate } from 'react-router';
import { UpstreamStatus } from '@kakehashi/contracts/web';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { errorMessageOf, hasStatus } from '@/shared/lib/api-error';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import { useRefusal } from '@/shared/ui/form/use-refusal';
import { useResetPassword } from '../api/reset-password';
import { newPasswordFormSchema, type NewPasswordForm } from '../lib/account-forms';
import { justDone } from '../lib/just-done';
import { NewPasswordFields } from './new-password-fields';

/** Sets the new password with the token from the mailed link, then shows the complete page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useLocalizedForm<NewPasswordForm>(newPasswordFormSchema, {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { register, formState } = form;
  const onSubmit = useRefusal(
    form,
    reset,
    (values) =>
      reset.mutate(
        { token, password: values.newPassword },
        {
          onSuccess: () =>
            navigate('/account/reset_password/complete', { replace: true, state: justDone }),
        },
      ),
    // A link that ran out is about no field: its banner and the way to a new link stay.
    (error) => (hasStatus(error, UpstreamStatus.tokenInvalid) ? [] : undefined),
  );

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert>
        {reset.isError ? errorMessageOf(reset.error, t('common.unexpectedError')) : null}
      </FormAlert>
      {/* The link ran out while the buyer typed: the way on is a new one. */}
      {hasStatus(reset.error, UpstreamStatus.tokenInvalid) && (
        <p className="form__links">
          <Link to="/account/reset_password">{t('resetPassword.requestNew')}</Link>
        </p>
      )}
      <NewPasswordFields register={register} errors={formState.errors} />
      <SubmitButton sending={reset.isPending}>{t('resetPassword.save')}</SubmitButton>
    </form>
  );
}
