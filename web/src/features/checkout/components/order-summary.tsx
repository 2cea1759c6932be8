import { OrderLines, OrderTotals } from '@/shared/cart/order-money';
import { optionText } from '@/shared/cart/variation-name';
import { useLocale } from '@/shared/i18n/i18n';
import { useWordedInPageLanguage, Worded } from '@/shared/i18n/session-wording';
import { useSession } from '@/shared/session/session';
import { useOrder, type Order } from '../api/order';

/**
 * The order's lines, the order options chosen ('Commercial invoice: Needed', so the buyer sees
 * the choice before placing the order, not only in the step's select) and the money: subtotal,
 * sales, coupons, points, fees, total and taxes, and the points the order earns — a member's only:
 * the upstream counts them for a guest's order too, but a guest has no balance to earn them in
 * (docs/rules/cart-and-checkout.md#points).
 */
export function OrderSummary({ order }: { order: Order }) {
  const locale = useLocale();
  // The sales', coupons' and options' names, while they may be in the language just left.
  const namesPending = !useWordedInPageLanguage(useOrder());
  const member = useSession().data?.signedIn === true;
  const options = order.site_options?.length
    ? optionText({ options: order.site_options, option_group: order.option_group }, locale)
    : '';
  return (
    <div className="order-summary">
      <OrderLines order={order} />
      {options && (
        <p className="order-summary__options">
          <Worded pending={namesPending}>{options}</Worded>
        </p>
      )}
      <OrderTotals
        order={member ? order : { ...order, issue_points: undefined }}
        namesPending={namesPending}
      />
    </div>
  );
}
