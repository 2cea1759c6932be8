import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@/shared/lib/api-error';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { useWordedInPageLanguage } from '@/shared/i18n/session-wording';
import { useGuestOrder } from '../api/get-guest-order';
import { PlacedOrderCard } from '../components/placed-order-card';

/** `/order/guest`: a guest finds their order with its number and guest order password (docs/rules/cart-and-checkout.md#guest-orders). */
export function GuestOrderPage() {
  const { t } = useTranslation();
  const id = useId();
  const [key, setKey] = useState({ order_number: '', guest_order_password: '' });
  const [sent, setSent] = useState<typeof key | null>(null);
  const order = useGuestOrder(sent);
  // The order's payment name and bank account come in the session language: after a language
  // switch the order is read again, and hidden until then rather than shown in the language just
  // left (docs/upstream.md#languages).
  const worded = useWordedInPageLanguage(order);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      order_number: key.order_number.trim(),
      guest_order_password: key.guest_order_password.trim(),
    };
    // The same key again asks again (the order may have changed, or the last try failed).
    if (
      sent &&
      next.order_number === sent.order_number &&
      next.guest_order_password === sent.guest_order_password
    )
      void order.refetch();
    else setSent(next);
  };
  return (
    <PageShell title={t('placedOrders.guest.title')} lead={t('placedOrders.guest.lead')} narrow>
      <form className="form card" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-number`}>
            {t('placedOrders.guest.number')}
          </label>
          <input
            id={`${id}-number`}
            className="input"
            required
            value={key.order_number}
            onChange={(event) => setKey({ ...key, order_number: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-password`}>
            {t('placedOrders.guest.password')}
          </label>
          <input
            id={`${id}-password`}
            className="input"
            type="password"
            autoComplete="off"
            required
            value={key.guest_order_password}
            onChange={(event) => setKey({ ...key, guest_order_password: event.target.value })}
          />
        </div>
        <FormAlert>
          {order.error ? errorMessageOf(order.error, t('placedOrders.failed')) : null}
        </FormAlert>
        <button type="submit" className="button button--primary" disabled={order.isFetching}>
          {t('placedOrders.guest.find')}
        </button>
      </form>
      {order.isFetching ? (
        <TextSkeleton lines={4} />
      ) : (
        order.data &&
        sent &&
        worded && (
          <PlacedOrderCard key={order.data.order_number} order={order.data} orderKey={sent} />
        )
      )}
    </PageShell>
  );
}
