import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partyFormSchema, type PartyForm as PartyValues } from '@kakehashi/contracts/web';
import { PartyAddress } from '@/shared/cart/party-address';
import { useLocale } from '@/shared/i18n/i18n';
import type { Order } from '../api/order';
import { useOrderStep } from '../api/order';
import { CheckoutSection } from './checkout-section';
import { PartyForm, partyValues } from './party-form';

/** docs/rules/cart-and-checkout.md#temporary-order purchaser or receiver step: the saved party with "Change", or the form. */
export function PartyStep({
  order,
  party: role,
}: {
  order: Order;
  party: 'purchaser' | 'receiver';
}) {
  const { t } = useTranslation();
  const purchaserStep = useOrderStep('order/setPurchaser');
  const receiverStep = useOrderStep('order/setReciever');
  const step = role === 'purchaser' ? purchaserStep : receiverStep;
  const done = order.completed[role === 'purchaser' ? 'purchaser' : 'reciever'] === true;
  const party = role === 'purchaser' ? order.purchaser : order.reciever;
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const save = (values: PartyValues) => {
    const saved = { onSuccess: () => setEditing(false) };
    if (role === 'purchaser') purchaserStep.mutate({ purchaser: values }, saved);
    else receiverStep.mutate({ reciever: values }, saved);
  };
  // docs/rules/cart-and-checkout.md#steps-from-the-profile: a party the order already holds in
  // full (from the buyer's profile) counts as done without a "Save" click: it is confirmed once,
  // on the buyer's behalf. A party that does not pass the form's rules waits, in the open form.
  const confirmed = useRef(false);
  const prefilled = party ? partyFormSchema(locale).safeParse(partyValues(party)) : null;
  useEffect(() => {
    if (done || confirmed.current || !prefilled?.success) return;
    confirmed.current = true;
    save(prefilled.data);
  });

  return (
    <CheckoutSection step={role} done={done}>
      {party && !editing && (done || (prefilled?.success && !step.isError)) ? (
        <div className="checkout-step__saved">
          <PartyAddress party={party} />
          <button type="button" className="button button--small" onClick={() => setEditing(true)}>
            {t('checkout.change')}
          </button>
        </div>
      ) : (
        <PartyForm
          initial={partyValues(party)}
          copyFrom={
            role === 'receiver' && order.purchaser
              ? {
                  label: t('checkout.sameAsPurchaser'),
                  values: partyValues(order.purchaser),
                  saves: order.completed.purchaser === true,
                }
              : undefined
          }
          submitLabel={t(role === 'purchaser' ? 'checkout.savePurchaser' : 'checkout.saveReceiver')}
          sending={step.isPending}
          error={step.error}
          onSubmit={save}
        />
      )}
    </CheckoutSection>
  );
}
