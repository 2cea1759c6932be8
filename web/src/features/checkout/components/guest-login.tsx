import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginLinkFor } from '@/shared/session/login-link';

/**
 * docs/rules/cart-and-checkout.md#pages: a guest with an account is offered to log in before
 * giving any details, and comes back to checkout (where the order starts again from the cart).
 * The link follows the sentence rather than sitting inside it: react-i18next's <Trans> would put
 * 3 KB on the first page (docs/architecture.md#the-first-page).
 */
export function GuestLogin() {
  const { t } = useTranslation();
  return (
    <p className="checkout-login">
      {t('checkout.guest.lead')}{' '}
      <Link to={loginLinkFor('/checkout')}>{t('checkout.guest.login')}</Link>
    </p>
  );
}
