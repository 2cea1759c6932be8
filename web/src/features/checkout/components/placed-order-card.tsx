import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYen } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { Moment } from '@/shared/i18n/moment';
import { useWordedInPageLanguage, WordedSelect } from '@/shared/i18n/session-wording';
import { PlacedOrderTransferGuide } from '@/shared/cart/transfer-guide';
import { errorMessageOf } from '@/shared/lib/api-error';
import { ConfirmRemove } from '@/shared/ui/confirm-remove';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useCancelOrder } from '../api/cancel-order';
import { useChangePayment } from '../api/change-payment';
import { type OrderKey, type PlacedOrder } from '../api/get-guest-order';
import { usePaymentChoices } from '../api/get-payment-choices';

/** A finished order with its status, total and the two things a buyer may still do (docs/rules/cart-and-checkout.md#temporary-order). */
export function PlacedOrderCard({
  order: initial,
  orderKey,
}: {
  order: PlacedOrder;
  orderKey: OrderKey;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [order, setOrder] = useState(initial);
  const [changing, setChanging] = useState(false);
  const [profileId, setProfileId] = useState(order.payment_profile?.id ?? '');
  const cancel = useCancelOrder(setOrder);
  const choices = usePaymentChoices(orderKey, changing);
  const choicesPending = !useWordedInPageLanguage(choices);
  const change = useChangePayment((next) => {
    setOrder(next);
    setChanging(false);
  });
  const cancelled = order.payment_status === 'canceled';
  const lines = (order.delivery_units ?? []).flatMap((u) => u.lines ?? []);
  const error = cancel.error ?? change.error ?? choices.error;

  return (
    <article className="placed-order card" aria-labelledby={`${id}-title`}>
      <header className="placed-order__header">
        <h2 id={`${id}-title`} className="card__title">
          {t('placedOrders.number', { number: order.order_number })}
        </h2>
        <span className="status-chip">
          {t(`placedOrders.status.${order.payment_status}`, { defaultValue: order.payment_status })}
        </span>
      </header>
      <dl className="placed-order__facts">
        {order.ordered_at && (
          <div>
            <dt>{t('placedOrders.orderedAt')}</dt>
            <dd>
              <Moment at={order.ordered_at} ownClock />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('placedOrders.total')}</dt>
          <dd data-testid="order-total">{formatYen(order.total_price, locale)}</dd>
        </div>
        {order.payment_profile && (
          <div>
            <dt>{t('placedOrders.payment')}</dt>
            <dd>{order.payment_profile.name}</dd>
          </div>
        )}
      </dl>
      {/* docs/rules/cart-and-checkout.md#bank-transfer: a guest looking the order up again finds
          where to pay, as a member does in the order detail. */}
      <PlacedOrderTransferGuide order={order} />
      {lines.length > 0 && (
        <ul className="placed-order__lines">
          {lines.map((line) => (
            <li key={line.line_id}>
              {(locale === 'en' && line.item?.name_en) || line.item?.name} ×{line.order_quantity}
            </li>
          ))}
        </ul>
      )}
      <FormAlert>{error ? errorMessageOf(error, t('placedOrders.failed')) : null}</FormAlert>
      {!cancelled && changing && (
        <div className="inline-form">
          <label className="field__label" htmlFor={`${id}-payment`}>
            {t('placedOrders.newPayment')}
          </label>
          <div className="inline-form__row">
            <WordedSelect
              id={`${id}-payment`}
              options={choices.data?.payment_profiles ?? []}
              pending={choicesPending}
              value={profileId}
              onChange={setProfileId}
            />
            <button
              type="button"
              className="button button--primary"
              disabled={change.isPending || choicesPending || !profileId}
              onClick={() => change.mutate({ ...orderKey, profileId })}
            >
              {t('placedOrders.savePayment')}
            </button>
          </div>
        </div>
      )}
      {!cancelled && (
        <div className="button-row">
          {!changing && (
            <button type="button" className="button" onClick={() => setChanging(true)}>
              {t('placedOrders.changePayment')}
            </button>
          )}
          <ConfirmRemove
            label={t('placedOrders.cancel')}
            buttonClassName="button button--danger"
            question={t('placedOrders.cancelConfirm')}
            detail={t('placedOrders.cancelDetail')}
            confirmLabel={t('placedOrders.cancelYes')}
            cancelLabel={t('placedOrders.cancelKeep')}
            disabled={cancel.isPending}
            busy={cancel.isPending}
            onConfirm={() => cancel.mutate(orderKey)}
          />
        </div>
      )}
    </article>
  );
}
