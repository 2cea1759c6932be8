import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partyFormSchema, type PartyForm as PartyValues } from '@kakehashi/contracts/web';
import { PartyAddress } from '@/shared/cart/party-address';
import { useLocale } from '@/shared/i18n/i18n';
import { errorMessageOf } from '@/shared/lib/api-error';
import { FormAlert } from '@/shared/ui/form/form-alert';
import type { Order } from '../api/order';
import { useOrderStep } from '../api/order';
import {
  clearPartyDraft,
  readPartyDraft,
  readSameAddress,
  writeSameAddress,
} from '../lib/party-draft';
import { stepAnchor } from '../lib/steps';
import { CheckoutSection } from './checkout-section';
import { PartyForm, partyValues } from './party-form';

type Party = Order['purchaser'];

const samePlace = (a: Party | null | undefined, b: Party | null | undefined) =>
  JSON.stringify(partyValues(a)) === JSON.stringify(partyValues(b));

const hasAny = (values: Record<string, unknown> | null | undefined) =>
  Object.values(values ?? {}).some((value) => String(value ?? '').trim() !== '');

/**
 * docs/rules/cart-and-checkout.md#same-as-the-purchaser: 'Deliver to the purchaser's address'
 * starts ticked while the order holds no receiver (a guest's new order) or one that is the
 * purchaser (a member's profile), unless the buyer chose otherwise in this tab or has a receiver
 * typed and not saved (its draft).
 */
export const startsSameAddress = (order: Order): boolean => {
  const chosen = readSameAddress();
  if (chosen !== null) return chosen;
  if (hasAny(readPartyDraft('receiver'))) return false;
  return !hasAny(order.reciever) || samePlace(order.reciever, order.purchaser);
};

/** The purchaser and receiver steps, with the choice to deliver to the purchaser's address. */
export function PartySteps({ order }: { order: Order }) {
  const [same, setSame] = useState(() => startsSameAddress(order));
  return (
    <>
      <PartyStep order={order} party="purchaser" />
      <PartyStep
        order={order}
        party="receiver"
        same={same}
        onSameChange={(next) => {
          writeSameAddress(next);
          setSame(next);
        }}
      />
    </>
  );
}

/** docs/rules/cart-and-checkout.md#temporary-order purchaser or receiver step: the saved party with "Change", or the form. */
export function PartyStep({
  order,
  party: role,
  same = false,
  onSameChange,
}: {
  order: Order;
  party: 'purchaser' | 'receiver';
  /** The receiver is the purchaser: no form, the purchaser once saved is saved as the receiver. */
  same?: boolean;
  onSameChange?: (same: boolean) => void;
}) {
  const { t } = useTranslation();
  const purchaserStep = useOrderStep('order/setPurchaser');
  const receiverStep = useOrderStep('order/setReciever');
  const step = role === 'purchaser' ? purchaserStep : receiverStep;
  const done = order.completed[role === 'purchaser' ? 'purchaser' : 'reciever'] === true;
  const party = role === 'purchaser' ? order.purchaser : order.reciever;
  const locale = useLocale();
  const sameId = useId();
  const [editing, setEditing] = useState(false);
  /**
   * `byBuyer`: a "Save" folds the form the buyer was in, so the focus goes to the step's heading,
   * followed by its "Done" and the saved address, instead of the page's body; the confirmation on
   * the buyer's behalf at load, and the receiver saved as the purchaser, move nothing
   * (docs/rules/cart-and-checkout.md#steps-from-the-profile).
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

  // docs/rules/cart-and-checkout.md#same-as-the-purchaser: once the purchaser is saved (or saved
  // again, changed), the receiver is saved as the same party, once per purchaser.
  const purchaserDone = order.completed.purchaser === true;
  const asPurchaser =
    role === 'receiver' && purchaserDone
      ? partyFormSchema(locale).safeParse(partyValues(order.purchaser))
      : null;
  const copied = useRef<string | null>(null);
  const copyNeeded = same && !(done && samePlace(order.reciever, order.purchaser));
  useEffect(() => {
    if (!copyNeeded || !asPurchaser?.success || step.isPending) return;
    const key = JSON.stringify(asPurchaser.data);
    if (copied.current === key) return;
    copied.current = key;
    save(asPurchaser.data, false);
  });

  const sameChoice = onSameChange && (
    <div className="checkbox-field">
      <input
        id={sameId}
        type="checkbox"
        className="checkbox"
        checked={same}
        onChange={(event) => {
          const next = event.target.checked;
          // A receiver of its own starts empty when the order's is the purchaser's copy.
          if (!next) setEditing(true);
          // Ticked again: the purchaser is copied anew, even one whose copy was refused before.
          else copied.current = null;
          onSameChange(next);
        }}
      />
      <label htmlFor={sameId}>{t('checkout.sameAddress.label')}</label>
    </div>
  );
  // A purchaser the form's rules refuse cannot be copied: the receiver's form stays open.
  const showSame = same && asPurchaser?.success !== false;
  const ownReceiver = role === 'receiver' && samePlace(party, order.purchaser) ? null : party;

  return (
    <CheckoutSection step={role} done={done}>
      {sameChoice}
      {showSame ? (
        <>
          <p className="field__hint">
            {t(
              done && !copyNeeded
                ? 'checkout.sameAddress.saved'
                : purchaserDone
                  ? 'checkout.sameAddress.saving'
                  : 'checkout.sameAddress.pending',
            )}
          </p>
          <FormAlert>
            {step.error ? errorMessageOf(step.error, t('checkout.failed')) : null}
          </FormAlert>
        </>
      ) : party && !editing && (done || (prefilled?.success && !step.isError)) ? (
        <div className="checkout-step__saved">
          <PartyAddress party={party} />
          <button type="button" className="button button--small" onClick={() => setEditing(true)}>
            {t('checkout.change')}
          </button>
        </div>
      ) : (
        <PartyForm
          initial={partyValues(onSameChange ? ownReceiver : party)}
          draft={role}
          submitLabel={t(role === 'purchaser' ? 'checkout.savePurchaser' : 'checkout.saveReceiver')}
          sending={step.isPending}
          error={step.error}
          onSubmit={(values) => save(values)}
        />
      )}
    </CheckoutSection>
  );
}
