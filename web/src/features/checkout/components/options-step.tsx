import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@/shared/lib/api-error';
import { lineOptionsOf, OptionFields, type OptionChoices } from '@/shared/cart/option-fields';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useWordedInPageLanguage } from '@/shared/i18n/session-wording';
import { useOrder, useOrderStep, type Order } from '../api/order';
import { stepAnchor } from '../lib/steps';
import { CheckoutSection } from './checkout-section';

/** The order's chosen site options as form choices. */
const choicesOf = (order: Order): OptionChoices =>
  Object.fromEntries(
    (order.site_options ?? []).map((o) => [
      o.item_option_id,
      o.selects?.[0]?.id ?? o.inputs?.[0]?.input_value ?? '',
    ]),
  );

/** The site option group of the order (docs/rules/cart-and-checkout.md option_group, `order/setSiteOptionGroup`). */
export function OptionsStep({ order }: { order: Order }) {
  const { t } = useTranslation();
  const step = useOrderStep('order/setSiteOptionGroup');
  const [choices, setChoices] = useState<OptionChoices>(() => choicesOf(order));
  // The option names come with the order, in the session language only (docs/upstream.md#languages).
  const namesPending = !useWordedInPageLanguage(useOrder());
  const group = order.option_group;
  if (!group) return null;
  return (
    <CheckoutSection step="options" done={order.completed.siteOptionGroup === true} optional>
      {/* The step's heading names the group: its name ('Order options') would only repeat it. */}
      <OptionFields
        groups={[group]}
        choices={choices}
        onChange={(next) => {
          // A refusal is about the choices saved: a new choice takes it away.
          if (step.isError) step.reset();
          setChoices(next);
        }}
        labelledBy={`${stepAnchor('options')}-title`}
        wordingPending={namesPending}
      />
      <p className="field__hint">{t('checkout.options.postNote')}</p>
      <FormAlert>{step.error ? errorMessageOf(step.error, t('checkout.failed')) : null}</FormAlert>
      <button
        type="button"
        className="button"
        disabled={step.isPending}
        onClick={() => step.mutate({ site_options: lineOptionsOf([group], choices) })}
      >
        {t('checkout.options.save')}
      </button>
    </CheckoutSection>
  );
}
