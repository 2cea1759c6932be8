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
import { currentPasswordField } from '@/shared/ui/form/current-password-field';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/text-field';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useRequestEmailChange } from '../api/request-email-change';
import { MailedCodeStep } from './mailed-code-step';

type ChangeForm = { newEmail: string; currentPassword: string; code: string };

/** Before the code is sent the address and password count; afterwards only the 6-digit code. */
const changeFormSchema = (codeSent: boolean) => (lang: Language, t: TFunction) =>
  z.object({
    newEmail: codeSent ? z.string() : emailField({ lang, label: t('signInEmail.newEmail') }),
    currentPassword: codeSent
      ? z.string()
      : currentPasswordField(lang, t('signInEmail.currentPassword')),
    code: codeSent
      ? textField({ lang, label: t('signInEmail.code') }, matches(mailedCodePattern, 'invalid'))
      : z.string(),
  });
const beforeCode = changeFormSchema(false);
const afterCode = changeFormSchema(true);

/**
 * Changing the sign-in email on the profile (docs/rules/accounts.md#sign-in-email): the current
 * password and the new address first; the address becomes the sign-in email only once the buyer
 * types the code mailed to it, and the old address is told.
 */
export function SignInEmailChange({ current }: { current: string }) {
  const { t } = useTranslation();
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset, getValues, setError } =
    useLocalizedForm<ChangeForm>(sentTo ? afterCode : beforeCode, {
      defaultValues: { newEmail: '', currentPassword: '', code: '' },
    });
  const failed = request.error ?? confirm.error;

  const sendCode = (newEmail: string, currentPassword: string) => {
    confirm.reset();
    request.mutate({ newEmail, currentPassword }, { onSuccess: () => setSentTo(newEmail) });
  };

  return (
    <section className="card card--wide" aria-labelledby="sign-in-email-title">
      <h2 className="card__title" id="sign-in-email-title">
        {t('signInEmail.title')}
      </h2>
      <p className="field__hint">{t('signInEmail.intro', { email: current })}</p>
      <FormAlert tone="success">{notice}</FormAlert>
      {!open ? (
        <div className="button-row">
          <button
            type="button"
            className="button"
            onClick={() => {
              setNotice(null);
              setOpen(true);
            }}
          >
            {t('signInEmail.start')}
          </button>
        </div>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={handleSubmit(({ newEmail, currentPassword, code }) => {
            // The upstream would answer 'already registered', as if another account held it.
            if (!sentTo && newEmail.trim().toLowerCase() === current.trim().toLowerCase())
              return setError('newEmail', { message: t('signInEmail.sameAsCurrent') });
            if (!sentTo) return sendCode(newEmail, currentPassword);
            request.reset();
            confirm.mutate(code, {
              onSuccess: (user) => {
                setSentTo(null);
                setOpen(false);
                reset();
                setNotice(t('signInEmail.changed', { email: user.email }));
              },
            });
          })}
        >
          <FormAlert>
            {failed ? errorMessageOf(failed, t('common.unexpectedError')) : null}
          </FormAlert>
          <TextField
            label={t('signInEmail.newEmail')}
            type="email"
            autoComplete="email"
            required
            readOnly={Boolean(sentTo)}
            error={formState.errors.newEmail}
            registration={register('newEmail')}
          />
          {!sentTo && (
            <TextField
              label={t('signInEmail.currentPassword')}
              type="password"
              autoComplete="current-password"
              required
              error={formState.errors.currentPassword}
              registration={register('currentPassword')}
            />
          )}
          {sentTo && (
            <MailedCodeStep
              sentNotice={t('signInEmail.sent', { email: sentTo })}
              label={t('signInEmail.code')}
              error={formState.errors.code}
              registration={register('code')}
            />
          )}
          <div className="button-row">
            <button
              type="button"
              className="button"
              onClick={() => {
                request.reset();
                confirm.reset();
                setSentTo(null);
                setOpen(false);
                reset();
              }}
            >
              {t('mypage.cancelEdit')}
            </button>
            {sentTo && (
              <button
                type="button"
                className="button"
                disabled={request.isPending}
                onClick={() => sendCode(sentTo, getValues('currentPassword'))}
              >
                {t('signInEmail.resend')}
              </button>
            )}
            <BusyButton busy={request.isPending || confirm.isPending} type="submit">
              {sentTo ? t('signInEmail.confirm') : t('signInEmail.send')}
            </BusyButton>
          </div>
        </form>
      )}
    </section>
  );
}
