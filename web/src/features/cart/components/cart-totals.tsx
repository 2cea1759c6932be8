import { useTranslation } from 'react-i18next';
import { formatYen } from '@kakehashi/contracts/web';
import type { Cart } from '@/shared/cart/cart-store';
import { useLocale } from '@/shared/i18n/i18n';
import { Phrase } from '@/shared/i18n/phrase';
import { Worded } from '@/shared/i18n/session-wording';
import { FreeDeliveryRow, useFreeDelivery, type FreeDelivery } from './free-delivery-row';

/**
 * What the total holds, as true as the free-delivery row above it
 * (docs/rules/cart-and-checkout.md#free-delivery-threshold): the delivery fee comes at checkout,
 * unless the parcel's goods reached the threshold, when standard delivery is free; goods that
 * ship separately (chilled, frozen, machinery) still pay their own fee.
 */
export const totalBasisKey = (standing: FreeDelivery) =>
  !standing || standing.remaining > 0
    ? 'cart.totalBasis'
    : standing.partOfCart
      ? 'cart.totalBasisFreeStandardPart'
      : 'cart.totalBasisFreeStandard';

/**
 * docs/rules/cart-and-checkout.md cart totals: subtotal, the active sales with their discounts,
 * the delivery still to choose, the shop's free-delivery threshold, the total and the rank. The
 * delivery row says before the total that the fee comes at checkout, where the summary adds it,
 * and the threshold how much more makes it free (UI.md "Prices": never make the buyer guess what
 * a total holds; docs/rules/cart-and-checkout.md#free-delivery-threshold), and the total's basis
 * agrees with that row. The sales' and the rank's names, worded by the upstream, show loading
 * while they are in the language the buyer just left (`namesPending`).
 */
export function CartTotals({ cart, namesPending = false }: { cart: Cart; namesPending?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const subtotal =
    cart.subtotal ??
    cart.lines.reduce((s, l) => s + l.sell_price_tax_included * l.order_quantity, 0);
  const standing = useFreeDelivery(cart.lines);
  return (
    <dl className="totals">
      <div className="totals__row">
        <dt>{t('cart.subtotal')}</dt>
        <dd>{formatYen(subtotal, locale)}</dd>
      </div>
      {cart.sales.map((sale) => (
        <div className="totals__row totals__row--discount" key={sale.id}>
          <dt>
            <span className="badge badge--sale">{t('cart.sale')}</span>{' '}
            <Worded pending={namesPending}>{sale.name}</Worded>
          </dt>
          <dd>−{formatYen(sale.discount_amount, locale)}</dd>
        </div>
      ))}
      <div className="totals__row">
        <dt>{t('cart.delivery')}</dt>
        <dd>{t('cart.deliveryAtCheckout')}</dd>
      </div>
      <FreeDeliveryRow standing={standing} />
      <div className="totals__row totals__row--total">
        <dt>{t('cart.total')}</dt>
        <dd>
          {formatYen(cart.total_price, locale)}{' '}
          <small className="totals__basis">
            <Phrase>{t(totalBasisKey(standing))}</Phrase>
          </small>
        </dd>
      </div>
      {cart.user_rank && (
        <div className="totals__row totals__row--note">
          <dt>{t('cart.userRank')}</dt>
          <dd>
            <Worded pending={namesPending}>{cart.user_rank.name}</Worded>
          </dd>
        </div>
      )}
    </dl>
  );
}
