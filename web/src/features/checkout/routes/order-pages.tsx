import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { textField, UpstreamStatus, type Language } from '@kakehashi/contracts/web';
import { errorMessageOf, hasStatus } from '@/shared/lib/api-error';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/text-field';
import { useLocalizedForm } from '@/shared/ui/form/use-localized-form';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { useWordedInPageLanguage } from '@/shared/i18n/session-wording';
import { useGuestOrder } from '../api/get-guest-order';
import { PlacedOrderCard } from '../components/placed-order-card';

type GuestKey = { order_number: string; guest_order_password: string };

/** Both are asked for, in the site's own words beside each field (docs/rules/cart-and-checkout.md#guest-orders). */
const guestKeySchema = (lang: Language, t: TFunction) =>
  z.object({
    order_number: textField({ lang, label: t('placedOrders.guest.number'), max: 100 }),
    guest_order_password: textField({ lang, label: t('placedOrders.guest.password'), max: 100 }),
  });

/** `/order/guest`: a guest finds their order with its number and guest order password (docs/rules/cart-and-checkout.md#guest-orders). */
export function GuestOrderPage() {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useLocalizedForm<GuestKey>(guestKeySchema, {
    defaultValues: { order_number: '', guest_order_password: '' },
  });
  const [sent, setSent] = useState<GuestKey | null>(null);
  const order = useGuestOrder(sent);
  // The order's payment name and bank account come in the session language: after a language
  // switch the order is read again, and hidden until then rather than shown in the language just
  // left (docs/upstream.md#languages).
  const worded = useWordedInPageLanguage(order);
  const submit = (next: GuestKey) => {
    // The same key again asks again (the order may have changed, or the last try failed).
    if (
      sent &&
      next.order_number === sent.order_number &&
      next.guest_order_password === sent.guest_order_password
    )
      void order.refetch();
    else setSent(next);
  };
  // No order has this number and password: said for this page, with where each is found, rather
  // than the upstream's general "not found" (docs/rules/cart-and-checkout.md#guest-orders).
  const failure = hasStatus(order.error, UpstreamStatus.notFound)
    ? t('placedOrders.guest.notFound')
    : order.error
      ? errorMessageOf(order.error, t('placedOrders.failed'))
      : null;
  return (
    <PageShell title={t('placedOrders.guest.title')} lead={t('placedOrders.guest.lead')} narrow>
      <form className="form card" noValidate onSubmit={handleSubmit(submit)}>
        <TextField
          label={t('placedOrders.guest.number')}
          required
          error={formState.errors.order_number}
          registration={register('order_number')}
        />
        <TextField
          label={t('placedOrders.guest.password')}
          type="password"
          autoComplete="off"
          required
          error={formState.errors.guest_order_password}
          registration={register('guest_order_password')}
        />
        <FormAlert>{order.isFetching ? null : failure}</FormAlert>
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
