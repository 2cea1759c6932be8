import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCancelOrder, canChangePayment, type HistoryOrder } from '@kakehashi/contracts/web';
import { useWordedInPageLanguage, WordedSelect } from '@/shared/i18n/session-wording';
import { errorMessageOf } from '@/shared/lib/api-error';
import { ConfirmRemove } from '@/shared/ui/confirm-remove';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useCancelOrder } from '../api/cancel-order';
import { useChangePayment } from '../api/change-payment';
import { usePaymentChoices } from '../api/get-payment-choices';

/**
 * Cancel and change of payment, offered only where docs/rules/accounts.md#orders allows them
 * (the upstream refuses the rest too). Cancelling asks for confirmation first, in place.
 */
export function OrderActions({ order }: { order: HistoryOrder }) {
  const { t } = useTranslation();
  const cancellable = canCancelOrder(order.payment_status);
  const changeable = canChangePayment(order.payment_status);
  const choices = usePaymentChoices(order.order_number, changeable);
  const namesPending = !useWordedInPageLanguage(choices);
  const cancel = useCancelOrder();
  const change = useChangePayment();
  const [paymentId, setPaymentId] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const failed = cancel.error ?? change.error;

  if (!cancellable && !changeable)
    return <p className="notice notice--info">{done ?? t('orders.noActions')}</p>;

  const others = (choices.data?.payment_profiles ?? []).filter(
    (p) => p.id !== order.payment_profile?.id,
  );

  return (
    <div className="order-actions">
      <FormAlert>{failed ? errorMessageOf(failed, t('common.unexpectedError')) : null}</FormAlert>
      <FormAlert tone="success">{done}</FormAlert>
      {changeable && others.length > 0 && (
        <form
          className="order-actions__payment"
          onSubmit={(event) => {
            event.preventDefault();
            if (paymentId && !namesPending)
              change.mutate(
                { orderNumber: order.order_number, paymentId },
                { onSuccess: () => setDone(t('orders.paymentChanged')) },
              );
          }}
        >
          <label className="field__label" htmlFor="new-payment">
            {t('orders.newPayment')}
          </label>
          <div className="field-row">
            <WordedSelect
              id="new-payment"
              options={others}
              pending={namesPending}
              value={paymentId}
              onChange={setPaymentId}
              withBlank
            />
            <button
              type="submit"
              className="button"
              disabled={!paymentId || namesPending || change.isPending}
              aria-busy={change.isPending}
            >
              {t('orders.applyPayment')}
            </button>
          </div>
        </form>
      )}
      {cancellable && (
        <ConfirmRemove
          label={t('orders.cancel')}
          buttonClassName="button button--danger"
          question={t('orders.confirmCancel', { number: order.order_number })}
          detail={t('orders.cancelDetail')}
          confirmLabel={t('orders.cancelYes')}
          cancelLabel={t('orders.cancelKeep')}
          disabled={cancel.isPending}
          busy={cancel.isPending}
          onConfirm={() =>
            cancel.mutate(order.order_number, { onSuccess: () => setDone(t('orders.canceled')) })
          }
        />
      )}
    </div>
  );
}
