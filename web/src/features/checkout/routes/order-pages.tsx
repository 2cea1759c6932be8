import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@/shared/lib/api-error';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { useLanguageStoredAt } from '@/shared/i18n/session-wording';
import { useGuestOrderLookup } from '../api/get-guest-order';
import { PlacedOrderCard } from '../components/placed-order-card';

/** `/order/guest`: a guest finds their order with its number and guest order password (docs/rules/cart-and-checkout.md#guest-orders). */
export function GuestOrderPage() {
  const { t } = useTranslation();
  const id = useId();
  const lookup = useGuestOrderLookup();
  const [key, setKey] = useState({ order_number: '', guest_order_password: '' });
  // The order's payment name and bank account come in the session language: after a language
  // switch, the order found before it is looked up again once the switch is stored, and hidden
  // until then rather than shown in the language just left (docs/upstream.md#languages).
  const storedAt = useLanguageStoredAt();
  const wordedBefore = lookup.isSuccess && (storedAt === null || lookup.submittedAt < storedAt);
  const { mutate, variables } = lookup;
  useEffect(() => {
    if (wordedBefore && storedAt !== null && variables) mutate(variables);
  }, [wordedBefore, storedAt, variables, mutate]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    lookup.mutate({
      order_number: key.order_number.trim(),
      guest_order_password: key.guest_order_password.trim(),
    });
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
          {lookup.error ? errorMessageOf(lookup.error, t('placedOrders.failed')) : null}
        </FormAlert>
        <button type="submit" className="button button--primary" disabled={lookup.isPending}>
          {t('placedOrders.guest.find')}
        </button>
      </form>
      {lookup.isPending || wordedBefore ? (
        <TextSkeleton lines={4} />
      ) : (
        lookup.data && (
          <PlacedOrderCard key={lookup.data.order_number} order={lookup.data} orderKey={key} />
        )
      )}
    </PageShell>
  );
}
