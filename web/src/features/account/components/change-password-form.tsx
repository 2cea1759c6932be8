import type { UseFormRegister } from 'react-hook-form';
import { UpstreamStatus } from '@kakehashi/contracts/web';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form/text-field';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { errorMessageOf, hasStatus } from '@/shared/lib/api-error';
import { useRefusal } from '@/shared/ui/form/use-refusal';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import { useSession } from '@/shared/session/session';
import { loginLinkFor } from '@/shared/session/login-link';
import { useUpdatePassword } from '../api/update-password';
import {
  changePasswordFormSchema,
  type ChangePasswordForm,
  type NewPasswordForm,
} from '../lib/account-forms';
import { justDone } from '../lib/just-done';
import { NewPasswordFields } from './new-password-fields';

/** A signed-in buyer changes the password (the upstream checks the current one). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const update = useUpdatePassword();
  const form = useLocalizedForm<ChangePasswordForm>(changePasswordFormSchema, {
    defaultValues: { password: '', newPassword: '', confirmPassword: '' },
  });
  const { register, formState } = form;
  const onSubmit = useRefusal(
    form,
    update,
    (values) =>
      update.mutate(
        { password: values.password, newPassword: values.newPassword },
        {
          onSuccess: () =>
            navigate('/account/change_password/complete', { replace: true, state: justDone }),
        },
      ),
    // 'The current password is incorrect.' is about that field; any other refusal, the new one.
    (error) =>
      hasStatus(error, UpstreamStatus.passwordMismatch)
        ? ['password']
        : ['newPassword', 'confirmPassword'],
  );

  // The page is public (docs/rules/site-and-pages.md#routes-and-login); the change itself needs a
  // session, so say so up front.
  if (session.data && !session.data.signedIn) {
    return (
      <FormAlert tone="info">
        <p>{t('changePassword.signInFirst')}</p>
        <Link to={loginLinkFor('/account/change_password')}>{t('nav.login')}</Link>
      </FormAlert>
    );
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert>
        {update.isError ? errorMessageOf(update.error, t('common.unexpectedError')) : null}
      </FormAlert>
      <TextField
        label={t('fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        error={formState.errors.password}
        registration={register('password')}
      />
      <NewPasswordFields
        register={register as unknown as UseFormRegister<NewPasswordForm>}
        errors={formState.errors}
      />
      <SubmitButton sending={update.isPending}>{t('changePassword.save')}</SubmitButton>
    </form>
  );
}
