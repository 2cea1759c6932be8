import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@/shared/lib/api-error';
import { useSession } from '@/shared/session/session';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { usePaymentLoginConfig } from './api/payment-login-config';
import { useStartPaymentLogin } from './payment-login';

/**
 * The payment-login choice (docs/rules/cart-and-checkout.md#payment-login), shown only when the
 * provider's config says it is enabled: the buyer signs in at the provider, whose address becomes
 * the order's purchaser and receiver. Works the same signed in or as a guest; only a guest is told
 * they can order without registering as a buyer (a member already has).
 */
export function PayWithProvider({
  prepare,
  disabled = false,
}: {
  /** What must happen before leaving, e.g. turning the cart into the temporary order. */
  prepare?: () => Promise<unknown>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const config = usePaymentLoginConfig();
  const start = useStartPaymentLogin();
  const guest = useSession().data?.signedIn === false;
  if (config.data?.enabled !== true) return null;
  const leaving = start.isPending || start.isSuccess;
  return (
    <div className="pay-with-provider">
      <button
        type="button"
        className="button button--block button--provider"
        disabled={disabled || leaving}
        aria-busy={leaving}
        onClick={() => start.mutate(prepare)}
      >
        {t('paymentLogin.button', { provider: t('paymentLogin.provider') })}
      </button>
      <p className="field__hint">
        {t(guest ? 'paymentLogin.guestHint' : 'paymentLogin.hint', {
          provider: t('paymentLogin.provider'),
        })}
      </p>
      {start.error && (
        <ErrorNotice message={errorMessageOf(start.error, t('paymentLogin.failed'))} />
      )}
    </div>
  );
}
