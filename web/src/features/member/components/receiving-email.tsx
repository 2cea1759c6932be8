import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberUser } from '@kakehashi/contracts/web';
import { errorMessageOf } from '@/shared/lib/api-error';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useUpdateMemberInfo } from '../api/update-member-info';

type Choice = NonNullable<MemberUser['receiving_email_selection']>;
const choices: Choice[] = ['primary', 'secondary', 'both'];

/**
 * Which address the site's mails go to (docs/rules/accounts.md#profile receiving email): the
 * sign-in address, the second address or both. Offered only while a second address exists; without
 * one everything goes to the sign-in address.
 */
export function ReceivingEmail({ user }: { user: MemberUser }) {
  const { t } = useTranslation();
  const update = useUpdateMemberInfo();
  const stored = user.receiving_email_selection ?? 'primary';
  const [choice, setChoice] = useState<Choice>(stored);
  const [saved, setSaved] = useState(false);
  if (!user.email_secondary) return null;
  const address = { primary: user.email, secondary: user.email_secondary, both: '' };
  const save = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    update.mutate(
      { user: { receiving_email_selection: choice } },
      { onSuccess: () => setSaved(true) },
    );
  };
  return (
    <section className="card card--wide" aria-labelledby="receiving-email-title">
      <h2 className="card__title" id="receiving-email-title">
        {t('receivingEmail.title')}
      </h2>
      <FormAlert tone="success">{saved ? t('receivingEmail.saved') : null}</FormAlert>
      <FormAlert>
        {update.isError ? errorMessageOf(update.error, t('common.unexpectedError')) : null}
      </FormAlert>
      <form className="form" onSubmit={save}>
        <fieldset className="fieldset choice-list">
          <legend className="field__label">{t('receivingEmail.legend')}</legend>
          {choices.map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="receiving-email"
                value={value}
                checked={choice === value}
                onChange={() => {
                  setSaved(false);
                  setChoice(value);
                }}
              />
              <span className="choice__body">
                <span className="choice__name">{t(`receivingEmail.${value}`)}</span>
                {address[value] && <span className="choice__hint">{address[value]}</span>}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="button-row">
          <button
            type="submit"
            className="button button--primary"
            disabled={update.isPending || choice === stored}
            aria-busy={update.isPending}
          >
            {t('mypage.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
