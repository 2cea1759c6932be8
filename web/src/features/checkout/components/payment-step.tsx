import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYen, paymentFeeOf, type SavedCard } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { Phrase } from '@/shared/i18n/phrase';
import { useWordedInPageLanguage, Worded } from '@/shared/i18n/session-wording';
import { errorMessageOf } from '@/shared/lib/api-error';
import { useSession } from '@/shared/session/session';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useOrderStep, useSelections, type Order } from '../api/order';
import { useSavedCards } from '../api/saved-cards';
import { CheckoutSection } from './checkout-section';

/** The choice meaning "no saved card: the card is entered at the issuer's page". */
const anotherCard = '';

/**
 * Which card a card payment charges (docs/rules/cart-and-checkout.md#card-payment): one of the
 * member's saved cards or another card, entered at the issuer's page. Each reads as the payment
 * choices above it do: the card on the first line ('Visa ending in 4444' / 「Visa（末尾4444）」, a
 * phrase on a Japanese page, so 390 px never breaks it inside its brackets), a muted line under it
 * ('Expires 11/29'). The radio is named by the first line and described by the second.
 */
function CardChoice({
  cards,
  value,
  onChange,
}: {
  cards: SavedCard[];
  value: string;
  onChange: (cardId: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const option = (cardId: string, name: string, hint: string) => {
    const key = cardId || 'another';
    return (
      <label className="choice" key={key}>
        <input
          type="radio"
          name={`${id}-card`}
          value={cardId}
          checked={value === cardId}
          onChange={() => onChange(cardId)}
          aria-labelledby={`${id}-${key}-name`}
          aria-describedby={`${id}-${key}-hint`}
        />
        <span className="choice__body">
          <span className="choice__name" id={`${id}-${key}-name`}>
            <Phrase>{name}</Phrase>
          </span>
          <span className="choice__hint" id={`${id}-${key}-hint`}>
            {hint}
          </span>
        </span>
      </label>
    );
  };
  return (
    <fieldset className="card-choice">
      <legend className="card-choice__legend">{t('checkout.payment.cardLegend')}</legend>
      <div className="choice-list">
        {cards.map((c) =>
          option(
            c.card_id,
            t('checkout.payment.savedCard', {
              brand: c.payment_config.brand,
              last4: c.payment_config.last4,
            }),
            t('checkout.payment.savedCardExpiry', { expiry: c.payment_config.expiry }),
          ),
        )}
        {option(
          anotherCard,
          t('checkout.payment.anotherCard'),
          t('checkout.payment.anotherCardHint'),
        )}
      </div>
    </fieldset>
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
  const isCard = profile?.code === 'CARD';
  const cardProfile = profiles.find((p) => p.code === 'CARD');
  const saved = useSavedCards(cardProfile?.id ?? '', signedIn);
  const cards = signedIn ? (saved.data?.cards ?? []).filter((c) => c.payment_config.last4) : [];
  // The card the order charges once saved, else the first saved card: a member who saved one means
  // to use it.
  const [card, setCard] = useState<string | null>(null);
  const savedWithCard = order.completed.payment === true && order.payment_profile?.code === 'CARD';
  const cardChosen =
    card ??
    (savedWithCard
      ? (order.payment_card?.card_id ?? anotherCard)
      : (cards[0]?.card_id ?? anotherCard));

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
                <span className="choice__hint">
                  {/* A guest, or a member with no saved card, enters it at the issuer's page. */}
                  {t(
                    cards.length > 0
                      ? 'checkout.payment.threeDSecure'
                      : 'checkout.payment.enterAtIssuer',
                  )}
                </span>
              )}
            </span>
            <span className="choice__price">
              {paymentFeeOf(p) > 0
                ? t('checkout.payment.fee', { fee: formatYen(paymentFeeOf(p), locale) })
                : t('checkout.payment.noFee')}
            </span>
          </label>
        ))}
      </div>
      {isCard && cards.length > 0 && (
        <CardChoice
          cards={cards}
          value={cardChosen}
          onChange={(cardId) => {
            if (step.isError) step.reset();
            setCard(cardId);
          }}
        />
      )}
      <FormAlert>{step.error ? errorMessageOf(step.error, t('checkout.failed')) : null}</FormAlert>
      <button
        type="button"
        className="button button--primary"
        disabled={!profile || step.isPending}
        aria-busy={step.isPending}
        onClick={() =>
          profile &&
          step.mutate({
            paymentProfile: {
              id: profile.id,
              paymentFee: paymentFeeOf(profile),
              ...(isCard && cardChosen && cards.length > 0 ? { card_id: cardChosen } : {}),
            },
          })
        }
      >
        {t('checkout.payment.save')}
      </button>
    </CheckoutSection>
  );
}
