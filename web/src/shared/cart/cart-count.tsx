import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCart } from './cart-store';

/** The number of items in the cart (every line's quantity), for the frame's cart links. */
export const useCartCount = (): number =>
  (useCart().data?.lines ?? []).reduce((sum, line) => sum + line.order_quantity, 0);

/** The header's cart link with the number of items in it (UI: cart with a count). */
export function CartCount() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link to="/cart" className="cart-count" aria-label={t('cart.headerLink', { count })}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.6a1.5 1.5 0 0 0 1.4-1l2.1-6.3H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19.5" r="1.4" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.4" fill="currentColor" />
      </svg>
      <span className="cart-count__label">{t('cart.title')}</span>
      {count > 0 && (
        <span className="cart-count__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
