import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@/shared/lib/api-error';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { useApplyPaymentLogin } from '../api/apply-payment-login';

/** The query the provider returns with (docs/upstream.md#payment-login). */
const sessionParam = 'amazonCheckoutSessionId';

/**
 * `/checkout/payment-login`: where the payment-login provider sends the buyer back
 * (docs/rules/cart-and-checkout.md#payment-login). The buyer's address goes into the order, then
 * checkout continues with purchaser and receiver done.
 */
export function PaymentLoginReturnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const sessionId = search.get(sessionParam) ?? '';
  const apply = useApplyPaymentLogin();
  const started = useRef(false);
  const provider = t('paymentLogin.provider');

  useEffect(() => {
    // Once per return, also under React's development double effects.
    if (!sessionId || started.current) return;
    started.current = true;
    apply.mutate(sessionId, {
      onSuccess: () => void navigate('/checkout?paymentLogin=done', { replace: true }),
    });
  }, [sessionId, apply, navigate]);

  const failed = !sessionId || apply.isError;
  return (
    <PageShell title={t('paymentLogin.returnTitle', { provider })} narrow>
      {failed ? (
        <div className="card">
          <ErrorNotice
            message={errorMessageOf(apply.error, t('paymentLogin.notApplied', { provider }))}
          />
          <div className="button-row">
            <Link className="button button--primary" to="/checkout">
              {t('paymentLogin.toCheckout')}
            </Link>
            <Link className="button" to="/cart">
              {t('checkout.toCart')}
            </Link>
          </div>
        </div>
      ) : (
        <div className="card" aria-busy="true">
          <p>{t('paymentLogin.applying', { provider })}</p>
          <TextSkeleton lines={3} />
        </div>
      )}
    </PageShell>
  );
}
