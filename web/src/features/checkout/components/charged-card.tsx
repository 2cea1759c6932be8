import { useTranslation } from 'react-i18next';

type Charged = {
  payment_profile?: { code?: string } | null;
  payment_card?: { brand: string; last4: string } | null;
};

/**
 * The card a card payment charges, in the order's review and on the completion page
 * (docs/rules/cart-and-checkout.md#card-payment): 'Paid by Visa ending in 4444'. Nothing before a
 * card is known (another card is entered at the issuer's page) or for another payment.
 */
export function ChargedCard({ order, className }: { order: Charged; className?: string }) {
  const { t } = useTranslation();
  const card = order.payment_card;
  if (order.payment_profile?.code !== 'CARD' || !card) return null;
  return (
    <p className={className} data-testid="charged-card">
      {t('checkout.payment.paidBy', { brand: card.brand, last4: card.last4 })}
    </p>
  );
}
