import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { cardNumberField, formatNumber, pinField, type Language } from '@kakehashi/contracts/web';
import { localeOf } from '@/shared/i18n/language-codes';
import { errorMessageOf } from '@/shared/lib/api-error';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { BusyButton } from '@/shared/ui/form/busy-button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/text-field';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import { useCheckCard } from '../api/check-card';
import { useUpdateMemberInfo } from '../api/update-member-info';

type CardForm = { card_member_no: string; pin_cd: string };

/** The card fields under the same rules as the upstream's (docs/rules/linked-services.md#points-card). */
const cardFormSchema = (lang: Language, t: TFunction) =>
  z.object({
    card_member_no: cardNumberField({ lang, label: t('linked.card.number') }),
    pin_cd: pinField({ lang, label: t('linked.card.pin') }),
  });

/**
 * No card linked yet: the buyer checks the card first (`canMerge` shows its points or says it is
 * someone else's), then links it with a member update.
 */
export function LinkedCardLink({ onLinked }: { onLinked: () => void }) {
  const { t, i18n } = useTranslation();
  const check = useCheckCard();
  const link = useUpdateMemberInfo();
  const { register, handleSubmit, formState, getValues } = useLocalizedForm<CardForm>(
    cardFormSchema,
    { defaultValues: { card_member_no: '', pin_cd: '' } },
  );
  const verdict = check.data;
  const failed = check.error ?? link.error;

  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit((card) => {
        link.reset();
        check.mutate(card);
      })}
    >
      <p className="field__hint">{t('linked.card.intro')}</p>
      <FormAlert>{failed ? errorMessageOf(failed, t('common.unexpectedError')) : null}</FormAlert>
      <div className="field-row">
        <TextField
          label={t('linked.card.number')}
          hint={t('linked.card.numberHint')}
          autoComplete="off"
          required
          error={formState.errors.card_member_no}
          registration={register('card_member_no', { onChange: () => check.reset() })}
        />
        <TextField
          label={t('linked.card.pin')}
          hint={t('linked.card.pinHint')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          required
          error={formState.errors.pin_cd}
          registration={register('pin_cd', { onChange: () => check.reset() })}
        />
      </div>
      {verdict && !verdict.can_merge && (
        <ErrorNotice
          message={t('linked.card.cannotMerge', { number: getValues('card_member_no') })}
        />
      )}
      {verdict?.can_merge ? (
        <div className="linked-check" role="status">
          <p>
            {t('linked.card.checked', {
              number: getValues('card_member_no'),
              points: formatNumber(verdict.effective_point, localeOf(i18n.language)),
            })}
          </p>
          <div className="button-row">
            <BusyButton
              busy={link.isPending}
              onClick={() => {
                const { card_member_no, pin_cd } = getValues();
                // Linking is a member update with `external_point`; the BFF sends it as `externalPoint`.
                const card = { card_member_no: card_member_no.trim(), pin_cd: pin_cd.trim() };
                // The saved card unmounts this form before a mutate callback could run (the
                // update re-reads the session first): the promise still settles. A failure shows
                // through link.error.
                link
                  .mutateAsync({ user: { external_point: card } })
                  .then(onLinked, () => undefined);
              }}
            >
              {t('linked.card.link')}
            </BusyButton>
          </div>
        </div>
      ) : (
        <div className="button-row">
          <BusyButton busy={check.isPending} type="submit">
            {t('linked.card.check')}
          </BusyButton>
        </div>
      )}
    </form>
  );
}
