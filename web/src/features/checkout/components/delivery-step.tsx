import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryFeeFor, formatYen, goodsTotal } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { useWordedInPageLanguage, Worded } from '@/shared/i18n/session-wording';
import { errorMessageOf } from '@/shared/lib/api-error';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useOrderStep, useSelections, type Order } from '../api/order';
import { CheckoutSection } from './checkout-section';
import { DeliveryDateField } from './delivery-date-field';
import { ShipmentItems } from './shipment-items';

type Unit = Order['delivery_units'][number];

/**
 * A method's fee as listed, or the fee this order pays when that differs (free above the method's
 * free-delivery amount): the saved method's as the order charged it, any other as the rule says
 * it would be, so the choice agrees with the cart and the summary (UI.md "Prices": the price the
 * buyer pays leads; docs/rules/cart-and-checkout.md#free-delivery-threshold).
 */
function MethodFee({
  listed,
  charged,
}: {
  listed: number;
  charged: { delivery_fee: number } | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!charged || charged.delivery_fee === listed) return <>{formatYen(listed, locale)}</>;
  const fee = formatYen(charged.delivery_fee, locale);
  return (
    <>
      <s className="choice__was">{formatYen(listed, locale)}</s>{' '}
      {charged.delivery_fee === 0
        ? t('checkout.delivery.freeForOrder')
        : t('checkout.delivery.feeForOrder', { fee })}
    </>
  );
}

/** Stands for the method's name in the unfit notice's sentence, which is cut there. */
const METHOD_MARK = '\u241F';

/**
 * Why a method is not offered, its name in the sentence (docs/rules/cart-and-checkout.md#delivery-by-temperature):
 * the name comes in the session language only, loading while it may be the language just left.
 */
function UnfitNotice({
  method,
  namesPending,
}: {
  method: { name: string; unavailable_reason?: string | null };
  namesPending: boolean;
}) {
  const { t } = useTranslation();
  const sentence = t(`checkout.delivery.unfit.${method.unavailable_reason ?? 'dry'}`, {
    method: METHOD_MARK,
    defaultValue: t('checkout.delivery.unfit.dry', { method: METHOD_MARK }),
  });
  const [before, after = ''] = sentence.split(METHOD_MARK);
  return (
    <>
      {before}
      <Worded pending={namesPending}>{method.name}</Worded>
      {after}
    </>
  );
}

/**
 * docs/rules/cart-and-checkout.md#delivery-dates: a method whose selections list no day (an empty
 * list, not a missing one) takes none — letter post goes into the letterbox whenever it arrives —
 * unless it requires one, when the free date field stands in.
 */
const takesNoDay = (method: {
  delivery_date_selections?: string[];
  required_delivery_date?: boolean;
}) => method.delivery_date_selections?.length === 0 && method.required_delivery_date !== true;

/**
 * One delivery unit's method, date and time (docs/rules/cart-and-checkout.md#temporary-order). The methods come from the BFF's
 * selections, which offer `POST_` methods only when the order is eligible (docs/rules/cart-and-checkout.md).
 */
function DeliveryUnit({
  unit,
  count,
  onChange,
  onSaved,
}: {
  unit: Unit;
  count: number;
  /** The buyer changed the method, day or time, or saves them: an old refusal is past. */
  onChange: () => void;
  onSaved: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const choices = useSelections('order/selections/delivery', {
    deliveryUnitNo: unit.delivery_unit_no,
  });
  // The methods' names and descriptions, while they may be in the language just left.
  const namesPending = !useWordedInPageLanguage(choices);
  const step = useOrderStep('order/setDelivery');
  // A refusal is about the method, day or time chosen: changing one takes it away (and the
  // step's own, the check after the last save), as saving again does.
  const changed = () => {
    if (step.isError) step.reset();
    onChange();
  };
  const chosen = unit.delivery_method;
  const [methodId, setMethodId] = useState(chosen?.id ?? '');
  const [time, setTime] = useState(chosen?.delivery_time ?? '');
  const [date, setDate] = useState(chosen?.delivery_date ?? '');
  useEffect(() => setMethodId(chosen?.id ?? ''), [chosen?.id]);
  // docs/rules/cart-and-checkout.md#delivery-by-temperature: only the methods that keep this
  // unit's goods at their temperature are offered; each missing one is named with the reason.
  const listed = choices.data?.delivery_methods ?? [];
  const methods = listed.filter((m) => m.available !== false);
  const unfit = listed.filter((m) => m.available === false);
  const method = methods.find((m) => m.id === methodId);
  const goods = goodsTotal(unit.lines ?? []);
  const title = `${
    count > 1
      ? t('checkout.delivery.unit', { number: unit.delivery_unit_no })
      : t('checkout.delivery.method')
  }${unit.temperature_class === 'cool' ? ` · ${t('checkout.delivery.cool')}` : ''}`;

  return (
    <fieldset className="delivery-unit">
      <legend className="delivery-unit__title">{title}</legend>
      {/* One shipment carries everything the summary lists; several say which goes in which. */}
      {count > 1 && (
        <ShipmentItems
          lines={unit.lines ?? []}
          label={t('checkout.delivery.items', { unit: title })}
        />
      )}
      <div className="choice-list">
        {methods.map((m) => (
          <label className="choice" key={m.id}>
            <input
              type="radio"
              name={`${id}-method`}
              value={m.id}
              checked={methodId === m.id}
              onChange={() => {
                changed();
                setMethodId(m.id);
                // A day another method offered may not be this one's (docs/rules/cart-and-checkout.md#delivery-dates).
                if (m.delivery_date_selections && !m.delivery_date_selections.includes(date))
                  setDate('');
              }}
            />
            <span className="choice__body">
              <span className="choice__name">
                <Worded pending={namesPending}>{m.name}</Worded>
              </span>
              {m.description && (
                <span className="choice__hint">
                  <Worded pending={namesPending}>{m.description}</Worded>
                </span>
              )}
            </span>
            <span className="choice__price">
              <MethodFee
                listed={m.delivery_fee}
                charged={chosen?.id === m.id ? chosen : { delivery_fee: deliveryFeeFor(m, goods) }}
              />
            </span>
          </label>
        ))}
      </div>
      {unfit.length > 0 && (
        <ul className="delivery-unit__unfit">
          {unfit.map((m) => (
            <li key={m.id}>
              <UnfitNotice method={m} namesPending={namesPending} />
            </li>
          ))}
        </ul>
      )}
      {method && (
        <div className="field-row">
          {takesNoDay(method) ? (
            <p className="field__hint delivery-unit__no-date">{t('checkout.delivery.noDate')}</p>
          ) : (
            <div className="field">
              <label className="field__label" htmlFor={`${id}-date`}>
                {t('checkout.delivery.date')}
                {method.required_delivery_date && (
                  <span className="field__required"> {t('form.requiredMark')}</span>
                )}
              </label>
              <DeliveryDateField
                id={`${id}-date`}
                days={method.delivery_date_selections ?? []}
                required={method.required_delivery_date === true}
                value={date}
                onChange={(day) => {
                  changed();
                  setDate(day);
                }}
              />
            </div>
          )}
          {(method.delivery_time_selections ?? []).length > 0 && (
            <div className="field">
              <label className="field__label" htmlFor={`${id}-time`}>
                {t('checkout.delivery.time')}
              </label>
              <select
                id={`${id}-time`}
                className="input select"
                value={time}
                onChange={(event) => {
                  changed();
                  setTime(event.target.value);
                }}
              >
                <option value="">{t('checkout.delivery.anyTime')}</option>
                {method.delivery_time_selections!.map((slot) => (
                  <option key={slot} value={slot}>
                    {t(`checkout.delivery.slots.${slot}`, { defaultValue: slot })}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      )}
      <FormAlert>{step.error ? errorMessageOf(step.error, t('checkout.failed')) : null}</FormAlert>
      <button
        type="button"
        className="button button--primary"
        disabled={!method || step.isPending || (method.required_delivery_date && !date)}
        aria-busy={step.isPending}
        onClick={() => {
          onChange();
          step.mutate(
            {
              deliveryUnitNo: unit.delivery_unit_no,
              deliveryMethod: {
                id: methodId,
                ...(date ? { delivery_date: date } : {}),
                ...(time ? { delivery_time: time } : {}),
              },
            },
            { onSuccess: onSaved },
          );
        }}
      >
        {t('checkout.delivery.save')}
      </button>
    </fieldset>
  );
}

/** Delivery per unit, then `order/verify` once every unit has its method (docs/rules/cart-and-checkout.md#temporary-order). */
export function DeliveryStep({ order }: { order: Order }) {
  const { t } = useTranslation();
  const verify = useOrderStep('order/verify');
  const allChosen = order.delivery_units.every((u) => u.delivery_method);
  const done = order.completed.delivery === true;
  // Verify follows the last unit's method (docs/rules/cart-and-checkout.md#temporary-order "delivery per unit followed by verify").
  const afterSave = (next: Order) => {
    if (next.delivery_units.every((u) => u.delivery_method)) verify.mutate({});
  };
  return (
    <CheckoutSection step="delivery" done={done && allChosen}>
      {order.delivery_units.map((unit) => (
        <DeliveryUnit
          key={unit.delivery_unit_no}
          unit={unit}
          count={order.delivery_units.length}
          onChange={() => verify.isError && verify.reset()}
          onSaved={afterSave}
        />
      ))}
      {verify.isError && (
        <FormAlert>{errorMessageOf(verify.error, t('checkout.failed'))}</FormAlert>
      )}
    </CheckoutSection>
  );
}
