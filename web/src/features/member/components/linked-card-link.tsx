import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  formMessage,
  pointCardNumberSchema,
  pointCardPinSchema,
  type FormLanguage,
} from '@kakehashi/contracts/web';
import { errorMessageOf } from '@/shared/lib/api-error';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { BusyButton } from '@/shared/ui/form/busy-button';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/text-field';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import { useCheckCard, useLinkCard } from '../api/linked';

type CardForm = { card_member_no: string; pin_cd: string };

const labels = {
  card_member_no: { en: 'Card number', jp: 'カード番号' },
  pin_cd: { en: 'PIN', jp: 'PIN' },
} as const;

/** The card fields under the same rules as the upstream's (docs/rules/linked-services.md#points-card). */
const cardFormSchema = (lang: FormLanguage) => {
  const field = (name: keyof typeof labels, rule: z.ZodType, kind: 'cardNumber' | 'pin') => {
    const label = labels[name][lang];
    return z
      .string()
      .trim()
      .min(1, { error: formMessage(lang, 'required', { label }) })
      .refine((v) => rule.safeParse(v).success, { error: formMessage(lang, kind, { label }) });
  };
  return z.object({
    card_member_no: field('card_member_no', pointCardNumberSchema, 'cardNumber'),
    pin_cd: field('pin_cd', pointCardPinSchema, 'pin'),
  });
};

/**
 * No card linked yet: the buyer checks the card first (`canMerge` shows its points or says it is
 * someone else's), then links it with a member update.
 */
export function LinkedCardLink({ onLinked }: { onLinked: () => void }) {
  const { t, i18n } = useTranslation();
  const check = useCheckCard();
  const link = useLinkCard();
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
              points: verdict.effective_point.toLocaleString(i18n.language),
            })}
          </p>
          <div className="button-row">
            <BusyButton
              busy={link.isPending}
              onClick={() => {
                const { card_member_no, pin_cd } = getValues();
                link.mutate(
                  { card_member_no: card_member_no.trim(), pin_cd: pin_cd.trim() },
                  { onSuccess: onLinked },
                );
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
