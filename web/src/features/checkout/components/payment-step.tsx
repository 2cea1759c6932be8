import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYen, paymentFeeOf } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { Phrase } from '@/shared/i18n/phrase';
import { useWordedInPageLanguage, Worded } from '@/shared/i18n/session-wording';
import { errorMessageOf } from '@/shared/lib/api-error';
import { useSession } from '@/shared/session/session';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useOrderStep, useSelections, type Order } from '../api/order';
import { useSavedCards } from '../api/saved-cards';
import { CheckoutSection } from './checkout-section';

type SavedCard = { card_id: string; payment_config?: { brand?: string; last4?: string } };

/** A member's saved cards for a card payment profile (docs/rules/cart-and-checkout.md credit card). */
function SavedCards({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const cards = useSavedCards(profileId);
  const list = ((cards.data as { cards?: SavedCard[] } | undefined)?.cards ?? []).filter(
    (c) => c.payment_config?.last4,
  );
  if (list.length === 0) return null;
  return (
    <p className="choice__hint">
      {t('checkout.payment.savedCards')}{' '}
      {list
        .map((c) => `${c.payment_config?.brand ?? ''} •••• ${c.payment_config?.last4}`)
        .join(', ')}
    </p>
  );
}

/** Payment (docs/rules/cart-and-checkout.md#temporary-order): the offered profiles with their fee (unset fee = 0, docs/rules/cart-and-checkout.md#tax-and-fee-defaults). */
export function PaymentStep({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const signedIn = useSession().data?.signedIn === true;
  const choices = useSelections('order/selections/payment', {});
  // The payments' names and descriptions, while they may be in the language just left.
  const namesPending = !useWordedInPageLanguage(choices);
  const step = useOrderStep('order/setPayment');
  const [chosen, setChosen] = useState(order.payment_profile?.id ?? '');
  useEffect(() => setChosen(order.payment_profile?.id ?? ''), [order.payment_profile?.id]);
  const profiles = choices.data?.payment_profiles ?? [];
  const profile = profiles.find((p) => p.id === chosen);

  return (
    <CheckoutSection step="payment" done={order.completed.payment === true}>
      <div className="choice-list" role="radiogroup" aria-label={t('checkout.steps.payment')}>
        {profiles.map((p) => (
          <label className="choice" key={p.id}>
            <input
              type="radio"
              name={`${id}-payment`}
              value={p.id}
              checked={chosen === p.id}
              onChange={() => {
                // A refusal is about the payment chosen: another choice takes it away.
                if (step.isError) step.reset();
                setChosen(p.id);
              }}
            />
            <span className="choice__body">
              {/* docs/rules/site-and-pages.md#line-breaks: 「クレジットカード」 whole at 360 px. */}
              <span className="choice__name">
                <Worded pending={namesPending}>
                  <Phrase>{p.name}</Phrase>
                </Worded>
              </span>
              {p.description && (
                <span className="choice__hint">
                  <Worded pending={namesPending}>{p.description}</Worded>
                </span>
              )}
              {p.code === 'CARD' && (
                <span className="choice__hint">{t('checkout.payment.threeDSecure')}</span>
              )}
              {p.code === 'CARD' && signedIn && <SavedCards profileId={p.id} />}
            </span>
            <span className="choice__price">
              {paymentFeeOf(p) > 0
                ? t('checkout.payment.fee', { fee: formatYen(paymentFeeOf(p), locale) })
                : t('checkout.payment.noFee')}
            </span>
          </label>
        ))}
      </div>
      <FormAlert>{step.error ? errorMessageOf(step.error, t('checkout.failed')) : null}</FormAlert>
      <button
        type="button"
        className="button button--primary"
        disabled={!profile || step.isPending}
        aria-busy={step.isPending}
        onClick={() =>
          profile &&
          step.mutate({ paymentProfile: { id: profile.id, paymentFee: paymentFeeOf(profile) } })
        }
      >
        {t('checkout.payment.save')}
      </button>
    </CheckoutSection>
  );
}
