import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCart } from './cart-store';

/**
 * The number of products in the cart, for the frame's cart links: its lines (each a distinct
 * product or variation), never their units: a B2B line is at least an MOQ, so one line of 100
 * units counts 1 (docs/rules/cart-and-checkout.md#pages). 0 only when there is no cart; undefined
 * while the cart has never been read (loading, or the shop service out of reach): a failed read
 * keeps the last count read and never says 0 (docs/rules/cart-and-checkout.md#pages).
 */
export const useCartCount = (): number | undefined => {
  const cart = useCart().data;
  return cart === null ? 0 : cart?.lines.length;
};

/** What the badge shows for `count` lines: the number, or "99+" beyond 99. */
export const cartBadge = (count: number): string => (count > 99 ? '99+' : String(count));

/** The header's cart link with the number of products in it (UI: cart with a count). */
export function CartCount() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      className="cart-count"
      // No count known: the link is named by its "Cart" text alone.
      aria-label={count === undefined ? count : t('cart.headerLink', { count })}
    >
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
      {!!count && (
        <span className="cart-count__badge" aria-hidden="true">
          {cartBadge(count)}
        </span>
      )}
    </Link>
  );
}
