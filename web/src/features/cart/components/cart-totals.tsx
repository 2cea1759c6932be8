import { useTranslation } from 'react-i18next';
import { formatYen } from '@kakehashi/contracts/web';
import type { Cart } from '@/shared/cart/cart-store';
import { useLocale } from '@/shared/i18n/i18n';

/**
 * docs/rules/cart-and-checkout.md cart totals: subtotal, the active sales with their discounts,
 * the delivery still to choose, the total and the rank. The delivery row says before the total
 * that the fee comes at checkout, where the summary adds it (UI.md "Prices": never make the
 * buyer guess what a total holds).
 */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const subtotal =
    cart.subtotal ??
    cart.lines.reduce((s, l) => s + l.sell_price_tax_included * l.order_quantity, 0);
  return (
    <dl className="totals">
      <div className="totals__row">
        <dt>{t('cart.subtotal')}</dt>
        <dd>{formatYen(subtotal, locale)}</dd>
      </div>
      {cart.sales.map((sale) => (
        <div className="totals__row totals__row--discount" key={sale.id}>
          <dt>
            <span className="badge badge--sale">{t('cart.sale')}</span> {sale.name}
          </dt>
          <dd>−{formatYen(sale.discount_amount, locale)}</dd>
        </div>
      ))}
      <div className="totals__row">
        <dt>{t('cart.delivery')}</dt>
        <dd>{t('cart.deliveryAtCheckout')}</dd>
      </div>
      <div className="totals__row totals__row--total">
        <dt>{t('cart.total')}</dt>
        <dd>
          {formatYen(cart.total_price, locale)} <small>{t('cart.totalBasis')}</small>
        </dd>
      </div>
      {cart.user_rank && (
        <div className="totals__row totals__row--note">
          <dt>{t('cart.userRank')}</dt>
          <dd>{cart.user_rank.name}</dd>
        </div>
      )}
    </dl>
  );
}
