import { useMutationState } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@/shared/lib/api-error';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { orderStepKey, type Order } from '../api/order';
import { useBackToCart } from '../api/back-to-cart';
import { placeOrderKey, usePlaceOrder } from '../api/place-order';
import { missingSteps, stepAnchor } from '../lib/steps';
import { ChargedCard } from './charged-card';
import { OrderSummary } from './order-summary';

/** The id of the latest call of `key` that ended so (ids grow with every call), or -1. */
const useLatestCall = (key: readonly string[], status: 'success' | 'error') =>
  Math.max(
    -1,
    ...useMutationState({
      filters: { mutationKey: key, status },
      select: (mutation) => mutation.mutationId,
    }),
  );

/**
 * The summary beside the steps: what is still missing (docs/rules/cart-and-checkout.md#temporary-order completion flags, each a link to
 * its step), the money, and "Place order", which cannot be pressed twice (the BFF also refuses a
 * second commit in flight).
 */
export function PlaceOrderPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const place = usePlaceOrder();
  const back = useBackToCart();
  const missing = missingSteps(order);
  const busy = place.isPending || place.isSuccess;
  // A refusal of "Place order" is about the order as it was ("another order used the points: set
  // them again"): once a step is saved after it, the message has done its work
  // (docs/rules/cart-and-checkout.md#step-failures).
  const refusedAt = useLatestCall(placeOrderKey, 'error');
  const savedAt = useLatestCall(orderStepKey, 'success');
  const refusal = place.isError && savedAt < refusedAt ? place.error : null;

  return (
    <aside className="checkout-layout__summary card" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="card__title">
        {t('checkout.summary.title')}
      </h2>
      <OrderSummary order={order} />
      <ChargedCard order={order} className="summary-card" />
      {/* What the phone's bar (checkout-page.tsx) takes the buyer to, and steps aside for. */}
      <div id="checkout-place" className="summary-actions">
        {missing.length > 0 ? (
          <div className="notice notice--info" role="status">
            <p>{t('checkout.guide.lead')}</p>
            <ul className="guide-list">
              {missing.map((step) => (
                <li key={step}>
                  <a href={`#${stepAnchor(step)}`}>{t(`checkout.steps.${step}`)}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <FormAlert tone="success">{t('checkout.guide.ready')}</FormAlert>
        )}
        <FormAlert>{refusal ? errorMessageOf(refusal, t('checkout.failed')) : null}</FormAlert>
        <button
          type="button"
          className="button button--primary button--block"
          disabled={missing.length > 0 || busy}
          aria-busy={busy}
          onClick={() => place.mutate()}
        >
          {busy ? t('checkout.placing') : t('checkout.place')}
        </button>
      </div>
      <FormAlert>{back.error ? errorMessageOf(back.error, t('checkout.failed')) : null}</FormAlert>
      <button
        type="button"
        className="link-button"
        disabled={back.isPending || busy}
        onClick={() => back.mutate()}
      >
        {t('checkout.backToCart')}
      </button>
    </aside>
  );
}
