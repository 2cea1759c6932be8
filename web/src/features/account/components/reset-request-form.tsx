import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useRequestResetMail } from '../api/request-reset-mail';
import { EmailRequestForm } from './email-request-form';

/**
 * Asks for the reset mail; the link in it brings the buyer back with `?token=`
 * (docs/rules/accounts.md#password-reset-and-change).
 */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const request = useRequestResetMail();

  if (request.isSuccess) {
    return (
      <FormAlert tone="success">
        {t('resetPassword.mailSent', { email: request.variables.email })}
      </FormAlert>
    );
  }
  return (
    <EmailRequestForm
      submitLabel={t('resetPassword.send')}
      sending={request.isPending}
      error={request.isError ? request.error : null}
      onSubmit={(values) => request.mutate(values)}
    />
  );
}
