import { Link } from 'react-router';
import { Trans } from 'react-i18next';
import { loginRedirectFor } from '@kakehashi/contracts/web';

/**
 * docs/rules/cart-and-checkout.md#pages: a guest with an account is offered to log in before
 * giving any details, and comes back to checkout (where the order starts again from the cart).
 */
export function GuestLogin() {
  return (
    <p className="checkout-login">
      <Trans
        i18nKey="checkout.guest.login"
        components={{ login: <Link to={loginRedirectFor('/checkout')} /> }}
      />
    </p>
  );
}
