import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type HistoryOrder } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { Worded } from '@/shared/i18n/session-wording';
import { OrderLines, OrderTotals } from '@/shared/cart/order-money';
import { PartyAddress } from '@/shared/cart/party-address';
import type { PlacedOrder } from '../api/get-guest-order';

/**
 * The placed order as the completion page shows it, to read and to print as a receipt
 * (docs/rules/cart-and-checkout.md#completion-page): what was ordered (each line's name, variation,
 * quantity and amount, then the totals), where it goes (the receiver), and each shipment's
 * method with the day and time chosen. All of it is the order as the upstream keeps it, read back
 * by `usePlacedOrder`, never what the browser kept from checkout.
 */
export function PlacedSummary({
  order,
  namesPending,
}: {
  order: PlacedOrder | HistoryOrder;
  /** Method, sale and coupon names may be the language just left (session-wording.tsx). */
  namesPending: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const units = order.delivery_units ?? [];
  const slot = (time: string) => t(`checkout.delivery.slots.${time}`, { defaultValue: time });
  return (
    <>
      <section className="complete__section" aria-labelledby="complete-ordered">
        <h2 id="complete-ordered" className="complete__heading">
          {t('checkout.complete.ordered')}
        </h2>
        <div className="order-money">
          <OrderLines order={order} />
          <OrderTotals order={order} placed namesPending={namesPending} />
        </div>
      </section>
      <section className="complete__section" aria-labelledby="complete-delivery">
        <h2 id="complete-delivery" className="complete__heading">
          {t('checkout.complete.delivery')}
        </h2>
        <dl className="complete__facts">
          {order.reciever && (
            <div>
              <dt>{t('checkout.complete.deliverTo')}</dt>
              <dd>
                <PartyAddress party={order.reciever} />
              </dd>
            </div>
          )}
          {units.map((unit, index) => {
            const method = unit.delivery_method;
            // Several shipments: each says which it is ('Delivery method (Shipment 2)').
            const of = (label: string) =>
              units.length > 1
                ? t('checkout.complete.ofUnit', {
                    label,
                    unit: t('checkout.delivery.unit', { number: index + 1 }),
                  })
                : label;
            return (
              <Fragment key={unit.delivery_unit_no ?? index}>
                <div>
                  <dt>{of(t('checkout.delivery.method'))}</dt>
                  <dd>
                    <Worded pending={namesPending}>{method?.name ?? '—'}</Worded>
                  </dd>
                </div>
                {method && (
                  <div>
                    <dt>{of(t('checkout.delivery.date'))}</dt>
                    <dd>
                      {method.delivery_date
                        ? formatDate(method.delivery_date, locale) || method.delivery_date
                        : t('checkout.delivery.anyDate')}
                    </dd>
                  </div>
                )}
                {method && (
                  <div>
                    <dt>{of(t('checkout.delivery.time'))}</dt>
                    <dd>
                      {method.delivery_time
                        ? slot(method.delivery_time)
                        : t('checkout.delivery.anyTime')}
                    </dd>
                  </div>
                )}
              </Fragment>
            );
          })}
        </dl>
      </section>
    </>
  );
}
