import { useMutation } from '@tanstack/react-query';
import { useLocale } from '@/shared/i18n/i18n';
import { pageLanguage } from '@/shared/i18n/language-codes';
import { leaveSite } from '@/shared/lib/leave-site';
import { getPaymentLoginUrl } from './api/payment-login-payload';

/**
 * Where the payment-login provider sends the buyer back, with its checkout session id
 * (docs/rules/cart-and-checkout.md#payment-login). A checkout path, so nothing is cleared on the way.
 * The route table (app/router/shop-routes.ts) spells the same path as a literal, which the BFF's
 * page-paths test reads; the pay-with-provider test pins this constant to it.
 */
export const paymentLoginReturnPath = '/checkout/payment-login';

/**
 * The buyer leaves for the provider's sign-in page: first whatever must exist before (the cart
 * page turns the cart into the temporary order), then `paymentLogin/payload` names the page, which
 * is shown in the buyer's language and returns to {@link paymentLoginReturnPath}.
 */
export const useStartPaymentLogin = () => {
  const locale = useLocale();
  return useMutation({
    mutationFn: async (prepare?: () => Promise<unknown>) => {
      await prepare?.();
      const target = new URL(await getPaymentLoginUrl(), window.location.origin);
      target.searchParams.set('lang', pageLanguage(locale));
      return target.toString();
    },
    onSuccess: leaveSite,
  });
};
