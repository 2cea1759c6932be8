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
import { formatNumber } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { usePointBalance } from '../api/get-point-balance';
import { useHeldCoupons } from '../api/list-held-coupons';
import { useLeaveMembership } from '../api/leave';
import { MypageFrame } from '../components/mypage-frame';

type LeaveForm = { password: string; confirmed: boolean };

const leaveFormSchema = (lang: Language, t: TFunction) =>
  z.object({
    password: currentPasswordField(lang, t('leave.password')),
    confirmed: z.boolean().refine((v) => v, { error: t('leave.confirmRequired') }),
  });

/**
 * What leaving takes away, said before the buyer confirms (docs/rules/accounts.md#member-information-and-leaving):
 * the points and coupons by their own figures (read here; none said while unknown or zero), the
 * lists and saved details; and what it does not (placed orders).
 */
function LeaveLosses() {
  const { t } = useTranslation();
  const locale = useLocale();
  const points = usePointBalance().data?.point_amount ?? 0;
  const coupons = (useHeldCoupons().data ?? []).filter((coupon) => !coupon.used).length;
  return (
    <section className="card card--muted" aria-labelledby="leave-losses">
      <h2 id="leave-losses" className="card__title">
        {t('leave.losesTitle')}
      </h2>
      <ul>
        {points > 0 && <li>{t('leave.losesPoints', { points: formatNumber(points, locale) })}</li>}
        {coupons > 0 && <li>{t('leave.losesCoupons', { count: coupons })}</li>}
        <li>{t('leave.losesLists')}</li>
      </ul>
      <p>{t('leave.keepsOrders')}</p>
    </section>
  );
}

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
      <LeaveLosses />
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
