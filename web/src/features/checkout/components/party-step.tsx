import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partyFormSchema, type PartyForm as PartyValues } from '@kakehashi/contracts/web';
import { PartyAddress } from '@/shared/cart/party-address';
import { useLocale } from '@/shared/i18n/i18n';
import type { Order } from '../api/order';
import { useOrderStep } from '../api/order';
import { clearPartyDraft } from '../lib/party-draft';
import { stepAnchor } from '../lib/steps';
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
  /**
   * `byBuyer`: a "Save" (or "Same as the purchaser", which saves at once) folds the form the
   * buyer was in, so the focus goes to the step's heading, followed by its "Done" and the saved
   * address, instead of the page's body; the confirmation on the buyer's behalf at load moves
   * nothing (docs/rules/cart-and-checkout.md#steps-from-the-profile).
   */
  const save = (values: PartyValues, byBuyer = true) => {
    const saved = {
      onSuccess: () => {
        // The order holds the party now: a reload shows it, not what was typed before.
        clearPartyDraft(role);
        setEditing(false);
        if (byBuyer) document.getElementById(`${stepAnchor(role)}-title`)?.focus();
      },
    };
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
    save(prefilled.data, false);
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
          draft={role}
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
          onSubmit={(values) => save(values)}
        />
      )}
    </CheckoutSection>
  );
}
