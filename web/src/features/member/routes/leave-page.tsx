import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { Language } from '@kakehashi/contracts/web';
import { errorMessageOf } from '@/shared/lib/api-error';
import { setLoginNotice } from '@/shared/session/login-notice';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { currentPasswordField } from '@/shared/ui/form/current-password-field';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import { useLeaveMembership } from '../api/leave';
import { MypageFrame } from '../components/mypage-frame';

type LeaveForm = { password: string; confirmed: boolean };

const leaveFormSchema = (lang: Language, t: TFunction) =>
  z.object({
    password: currentPasswordField(lang, t('leave.password')),
    confirmed: z.boolean().refine((v) => v, { error: t('leave.confirmRequired') }),
  });

/** /mypage/leave: leaving needs the password and an explicit confirmation (docs/rules/accounts.md#member-information-and-leaving). */
export function LeavePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = useLeaveMembership();
  const { register, handleSubmit, formState } = useLocalizedForm<LeaveForm>(leaveFormSchema, {
    defaultValues: { password: '', confirmed: false },
  });

  const submit = (values: LeaveForm) =>
    leave.mutate(values.password, {
      onSuccess: () => {
        setLoginNotice('membershipEnded');
        navigate('/account/login', { replace: true });
      },
    });

  return (
    <MypageFrame title={t('leave.title')} lead={t('leave.lead')}>
      <div className="card">
        <form className="form" noValidate onSubmit={handleSubmit(submit)}>
          <FormAlert>
            {leave.isError ? errorMessageOf(leave.error, t('common.unexpectedError')) : null}
          </FormAlert>
          <TextField
            label={t('leave.password')}
            type="password"
            autoComplete="current-password"
            required
            error={formState.errors.password}
            registration={register('password')}
          />
          <CheckboxField
            label={t('leave.confirm')}
            required
            error={formState.errors.confirmed}
            registration={register('confirmed')}
          />
          <SubmitButton sending={leave.isPending}>{t('leave.submit')}</SubmitButton>
        </form>
      </div>
    </MypageFrame>
  );
}
