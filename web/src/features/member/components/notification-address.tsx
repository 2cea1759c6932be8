import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import {
  emailField,
  mailedCodePattern,
  matches,
  textField,
  type Language,
} from '@kakehashi/contracts/web';
import { errorMessageOf } from '@/shared/lib/api-error';
import { BusyButton } from '@/shared/ui/form/busy-button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/text-field';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import { useUpdateMemberInfo } from '../api/update-member-info';
import { useSendEmailCode } from '../api/send-email-code';
import { useVerifyEmail } from '../api/verify-email';
import { MailedCodeStep } from './mailed-code-step';

type AddressForm = { email: string; code: string };

/** Before the code is sent only the address counts; afterwards the 6-digit code too. */
const addressFormSchema = (codeSent: boolean) => (lang: Language, t: TFunction) =>
  z.object({
    email: emailField({ lang, label: t('notifyEmail.address') }),
    code: codeSent
      ? textField({ lang, label: t('notifyEmail.code') }, matches(mailedCodePattern, 'invalid'))
      : z.string(),
  });
const beforeCode = addressFormSchema(false);
const afterCode = addressFormSchema(true);

/**
 * The profile's second address for notifications (docs/rules/linked-services.md#notification-address):
 * it is stored only once the buyer types the code mailed to it; removing needs no code.
 */
export function NotificationAddress({ current }: { current: string | null | undefined }) {
  const { t } = useTranslation();
  const send = useSendEmailCode();
  const verify = useVerifyEmail();
  const remove = useUpdateMemberInfo();
  // Closed until asked for, as the sign-in email's change is: an open field marked 'Required'
  // read as if a second address had to be given.
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useLocalizedForm<AddressForm>(
    sentTo ? afterCode : beforeCode,
    { defaultValues: { email: '', code: '' } },
  );
  const failed = send.error ?? verify.error ?? remove.error;
  /** A new action starts clean: the last action's failure and success notes go. */
  const startAction = () => {
    send.reset();
    verify.reset();
    remove.reset();
    setNotice(null);
  };

  const sendCode = (email: string) => {
    startAction();
    send.mutate(email, { onSuccess: () => setSentTo(email) });
  };

  return (
    <section className="card card--wide" aria-labelledby="notify-email-title">
      <h2 className="card__title" id="notify-email-title">
        {t('notifyEmail.title')}
      </h2>
      <p className="field__hint">{t('notifyEmail.intro')}</p>
      <FormAlert tone="success">{notice}</FormAlert>
      <FormAlert>{failed ? errorMessageOf(failed, t('common.unexpectedError')) : null}</FormAlert>
      {current ? (
        <div className="saved-item">
          <div className="saved-item__body">
            <span className="field__hint">{t('notifyEmail.current')}</span>
            <strong>{current}</strong>
          </div>
          <div className="saved-item__actions">
            <button
              type="button"
              className="button button--small button--danger"
              disabled={remove.isPending}
              onClick={() => {
                startAction();
                // Removing needs no proof: a plain member update with an empty second address.
                remove.mutate(
                  { user: { email_secondary: '' } },
                  { onSuccess: () => setNotice(t('notifyEmail.removed')) },
                );
              }}
            >
              {t('notifyEmail.remove')}
            </button>
          </div>
        </div>
      ) : !open ? (
        <>
          <p className="field__hint">{t('notifyEmail.none')}</p>
          <div className="button-row">
            <button
              type="button"
              className="button"
              onClick={() => {
                startAction();
                setOpen(true);
              }}
            >
              {t('notifyEmail.start')}
            </button>
          </div>
        </>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={handleSubmit(({ email, code }) => {
            if (!sentTo) return sendCode(email);
            startAction();
            verify.mutate(
              { email, code },
              {
                onSuccess: () => {
                  setSentTo(null);
                  setOpen(false);
                  reset();
                  setNotice(t('notifyEmail.verified', { email }));
                },
              },
            );
          })}
        >
          <TextField
            label={t('notifyEmail.address')}
            type="email"
            autoComplete="email"
            required
            error={formState.errors.email}
            registration={register('email', { onChange: () => setSentTo(null) })}
          />
          {sentTo && (
            <MailedCodeStep
              sentNotice={t('notifyEmail.sent', { email: sentTo })}
              label={t('notifyEmail.code')}
              error={formState.errors.code}
              registration={register('code')}
            />
          )}
          <div className="button-row">
            <button
              type="button"
              className="button"
              onClick={() => {
                startAction();
                setSentTo(null);
                setOpen(false);
                reset();
              }}
            >
              {t('mypage.cancelEdit')}
            </button>
            <BusyButton busy={send.isPending || verify.isPending} type="submit">
              {sentTo ? t('notifyEmail.verify') : t('notifyEmail.send')}
            </BusyButton>
            {sentTo && (
              <button
                type="button"
                className="button"
                disabled={send.isPending}
                onClick={() => sendCode(sentTo)}
              >
                {t('notifyEmail.resend')}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
