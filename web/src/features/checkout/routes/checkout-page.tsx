import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusCode } from '@kakehashi/contracts/web';
import { hasStatus } from '@/shared/lib/api-error';
import { formatYen } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { PayWithProvider } from '@/shared/payment-login/pay-with-provider';
import { useSession } from '@/shared/session/session';
import { LoadError } from '@/shared/ui/error-notice';
import { TotalBar } from '@/shared/ui/sticky-buy-bar';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { useOrder, type Order } from '../api/order';
import { useCheckoutResult } from '../api/get-checkout-result';
import { useResumeFromCart } from '../api/resume-from-cart';
import { CouponStep } from '../components/coupon-step';
import { DeliveryStep } from '../components/delivery-step';
import { GuestLogin } from '../components/guest-login';
import { OptionsStep } from '../components/options-step';
import { OrderPlaced, usePlacedOrderOf } from '../components/order-placed';
import { PartySteps } from '../components/party-step';
import { PaymentStep } from '../components/payment-step';
import { PlaceOrderPanel } from '../components/place-order-panel';
import { PointsStep } from '../components/points-step';
import { isStepDone, stepAnchor } from '../lib/steps';
import { useTotalBasis } from '../lib/total-basis';

/**
 * The upstream's answer to an order it no longer holds open: expired (not found, its code or the
 * gateway's) or closed (cancelled; E040-002).
 */
const orderClosedUpstream = (error: unknown) =>
  hasStatus(error, 'E000-004') ||
  hasStatus(error, StatusCode.notFound) ||
  hasStatus(error, 'E040-002');

/**
 * A card return that failed or was cancelled comes back here with its message
 * (docs/rules/cart-and-checkout.md#card-payment). A return the BFF could not read, or a card step
 * with nothing to authorise (the page opened again later), comes back without one: it still says
 * that the payment did not go through and what to do, never an empty line — unless the last
 * checkout ended in an order.
 */
function PaymentFailure({ orderGone }: { orderGone: boolean }) {
  const { t } = useTranslation();
  const result = useCheckoutResult();
  // The last checkout ended in an order (an old `?payment=failed` address opened again): nothing
  // failed to report.
  if (result.isPending || result.data?.orderNumber) return null;
  const message = result.data?.failure?.message || t('checkout.payment.notCompleted');
  return <PaymentFailureNotice message={message} orderGone={orderGone} />;
}

/**
 * The failure takes the focus when it shows (the buyer was away at the issuer, and a screen reader
 * reads it), and leads to the Payment step, where the buyer chooses again. An order no longer open
 * upstream (expired, cancelled) has no Payment step to choose in: the notice says so and leads to
 * the cart, whose lines the order never used up, to check out again.
 */
function PaymentFailureNotice({ message, orderGone }: { message: string; orderGone: boolean }) {
  const { t } = useTranslation();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  const toPayment = () => {
    const title = document.getElementById(`${stepAnchor('payment')}-title`);
    title?.scrollIntoView?.({ block: 'start' });
    title?.focus();
  };
  return (
    <div className="notice notice--error checkout-notice" role="alert" tabIndex={-1} ref={notice}>
      <p>{message}</p>
      <p>{t(orderGone ? 'checkout.payment.orderGone' : 'checkout.payment.tryAgain')}</p>
      <p>
        {orderGone ? (
          <Link className="button" to="/cart">
            {t('checkout.toCart')}
          </Link>
        ) : (
          <button type="button" className="button" onClick={toPayment}>
            {t('checkout.payment.choose')}
          </button>
        )}
      </p>
    </div>
  );
}

/**
 * docs/rules/cart-and-checkout.md#payment-login: before the purchaser is given, the buyer may
 * take name and address from the provider instead; once back, a note says where they came from.
 */
function PaymentLoginChoice({ order, returned }: { order: Order; returned: boolean }) {
  const { t } = useTranslation();
  const provider = t('paymentLogin.provider');
  if (returned)
    return <FormAlert tone="success">{t('paymentLogin.applied', { provider })}</FormAlert>;
  if (isStepDone(order, 'purchaser')) return null;
  return (
    <section className="card checkout-express" aria-labelledby="checkout-express-title">
      <h2 className="checkout-step__title" id="checkout-express-title">
        {t('paymentLogin.express', { provider })}
      </h2>
      <PayWithProvider />
    </section>
  );
}

/**
 * The phone's total bar: the total and what it holds of delivery, never 'before delivery' when the
 * delivery card says this order ships free (docs/rules/cart-and-checkout.md#free-delivery-threshold).
 */
function CheckoutTotalBar({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const basis = useTotalBasis(order);
  return (
    <TotalBar
      targetId="checkout-place"
      label={t('checkout.totalBar')}
      action={t('checkout.toSummary')}
      total={order.total_price}
      basis={
        basis.kind === 'pending'
          ? t('cart.totalBasis')
          : t(`checkout.totalBasis.${basis.kind}`, {
              fee: basis.kind === 'included' ? formatYen(basis.fee, locale) : '',
            })
      }
    />
  );
}

/**
 * `/checkout` (docs/rules/cart-and-checkout.md): every step of the session's temporary order on
 * one page, each change reloading the order, with the summary and "Place order" beside them.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const session = useSession();
  const signedIn = session.data?.signedIn === true;
  const order = useOrder();
  const resume = useResumeFromCart(order);
  // Back from the completion page finds no order in progress and nothing in the cart: the order
  // just placed is shown as placed, not as a failure to start again from the cart, which would
  // have the buyer order twice (docs/rules/cart-and-checkout.md#pages).
  const noOrder = hasStatus(order.error, StatusCode.noOrderInProgress) && !resume.waiting;
  const result = useCheckoutResult(noOrder);
  const finished = noOrder && !resume.error ? result.data : undefined;
  const placed = usePlacedOrderOf(finished);
  // The order cannot be paid any more: none in the session, or the upstream no longer has it open
  // (expired: not found; cancelled or closed).
  const orderGone = noOrder || orderClosedUpstream(order.error);
  const paymentFailed = search.get('payment') === 'failed';
  // The failure notice says it and leads to the cart: no second card saying it again (but the
  // reason a restart from the cart was refused, when it was).
  const goneSaid =
    paymentFailed && orderGone && !resume.error && result.data != null && !result.data.orderNumber;

  return (
    <PageShell
      title={t(finished?.orderNumber ? 'checkout.complete.title' : 'checkout.title')}
      lead={finished?.orderNumber ? undefined : t('checkout.lead')}
    >
      {paymentFailed && <PaymentFailure orderGone={orderGone} />}
      {order.isPending || resume.waiting || (noOrder && result.isPending) ? (
        <TextSkeleton lines={6} />
      ) : finished?.orderNumber ? (
        <OrderPlaced
          orderNumber={finished.orderNumber}
          guestOrderPassword={finished.guestOrderPassword}
          placed={placed}
        />
      ) : order.isError ? (
        goneSaid ? null : (
          // Every failed reading offers the way back to the cart, and "Try again" unless there is
          // no order to read (UI.md "Words": say what to do next).
          <div className="card">
            <LoadError
              error={resume.error ?? order.error}
              fallback={t(
                !resume.error && hasStatus(order.error, StatusCode.noOrderInProgress)
                  ? 'checkout.noOrder'
                  : 'checkout.failed',
              )}
              onRetry={
                hasStatus(order.error, StatusCode.noOrderInProgress)
                  ? undefined
                  : () => void order.refetch()
              }
            />
            <Link className="button" to="/cart">
              {t('checkout.toCart')}
            </Link>
          </div>
        )
      ) : (
        <div className="checkout-layout">
          <div className="checkout-layout__steps">
            {/* Before any detail is given: a guest with an account may log in instead. */}
            {session.data?.signedIn === false && <GuestLogin />}
            <PaymentLoginChoice
              order={order.data}
              returned={search.get('paymentLogin') === 'done'}
            />
            <PartySteps order={order.data} />
            <DeliveryStep order={order.data} />
            <CouponStep order={order.data} />
            {signedIn && <PointsStep order={order.data} />}
            <OptionsStep order={order.data} />
            <PaymentStep order={order.data} />
          </div>
          <PlaceOrderPanel order={order.data} />
          {/* On a phone the summary comes after every step: the total stays in sight at the
              bottom, and the bar takes the buyer to the summary and "Place order". */}
          <CheckoutTotalBar order={order.data} />
        </div>
      )}
    </PageShell>
  );
}
