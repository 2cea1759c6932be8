import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeQuantity, clampQuantity, type QuantityBounds } from '@kakehashi/contracts/web';

/**
 * − [n] + inside the contracts' quantity bounds (docs/rules/cart-and-checkout.md "quantity changes only within bounds"):
 * a press at a limit leaves the number where it is, a typed number is brought inside on leaving
 * the field, and the bounds are said under it.
 */
export function QuantityStepper({
  value,
  bounds,
  onChange,
  label,
  disabled = false,
  hideLabel = false,
}: {
  value: number;
  bounds: QuantityBounds;
  onChange: (quantity: number) => void;
  label: string;
  disabled?: boolean;
  /** Where the name is already shown beside it (a cart line): the label is for screen readers. */
  hideLabel?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState(String(value));
  useEffect(() => setTyped(String(value)), [value]);
  const commit = (next: number) => {
    setTyped(String(next));
    if (next !== value) onChange(next);
  };
  const atMin = value <= bounds.min;
  const atMax = bounds.max !== null && value >= bounds.max;

  return (
    <div className="quantity">
      <label className={hideLabel ? 'visually-hidden' : 'quantity__label'} htmlFor={id}>
        {label}
      </label>
      <div className="quantity__controls">
        <button
          type="button"
          className="quantity__button"
          aria-label={t('cart.quantity.decrease')}
          disabled={disabled || atMin}
          onClick={() => commit(changeQuantity(value, -1, bounds))}
        >
          −
        </button>
        <input
          id={id}
          className="quantity__input"
          inputMode="numeric"
          value={typed}
          disabled={disabled}
          aria-describedby={`${id}-bounds`}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
          onBlur={() => commit(clampQuantity(Number(typed || bounds.min), bounds))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(clampQuantity(Number(typed || bounds.min), bounds));
          }}
        />
        <button
          type="button"
          className="quantity__button"
          aria-label={t('cart.quantity.increase')}
          disabled={disabled || atMax}
          onClick={() => commit(changeQuantity(value, 1, bounds))}
        >
          +
        </button>
      </div>
      <p className="quantity__bounds" id={`${id}-bounds`}>
        {/* The supplier's MOQ is named as such: it is why the stepper starts where it does. */}
        {bounds.moq
          ? bounds.max === null
            ? t('cart.quantity.moqOnly', { min: bounds.min })
            : t('cart.quantity.moqRange', { min: bounds.min, max: bounds.max })
          : bounds.max === null
            ? t('cart.quantity.minOnly', { min: bounds.min })
            : t('cart.quantity.range', { min: bounds.min, max: bounds.max })}
      </p>
    </div>
  );
}
