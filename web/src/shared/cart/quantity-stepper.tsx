import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeQuantity,
  settleTypedQuantity,
  type QuantityBounds,
  type TypedQuantityChange,
} from '@kakehashi/contracts/web';
import { Phrase } from '@/shared/i18n/phrase';
import { countedWord, type CountedIn } from '@/shared/catalog/unit-of-sale';

/**
 * What a typed number became and why (a fraction, the bounds, or text that is no number; above
 * what the cart can still take, `maxInCart`).
 */
type Adjusted = { to: number; reason: TypedQuantityChange | 'maxInCart' };

/**
 * − [n] + inside the contracts' quantity bounds (docs/rules/cart-and-checkout.md "quantity changes only within bounds"):
 * a press at a limit leaves the number where it is, a typed number is kept as typed ("12.5",
 * "1,000") and read, rounded down and brought inside on leaving the field — and the buyer is
 * told, so a typed 5 that became the MOQ of 12 is not a surprise; a box left empty keeps the
 * quantity it had and asks for a number, rather than quietly becoming the MOQ —
 * and the bounds are said under it; both break between Japanese phrases, never mid-word
 * (docs/rules/site-and-pages.md#line-breaks).
 */
export function QuantityStepper({
  value,
  bounds,
  onChange,
  label,
  disabled = false,
  hideLabel = false,
  note,
  inCart = 0,
  countedIn = 'unit',
}: {
  value: number;
  bounds: QuantityBounds;
  onChange: (quantity: number) => void;
  label: string;
  disabled?: boolean;
  /** Where the name is already shown beside it (a cart line): the label is for screen readers. */
  hideLabel?: boolean;
  /**
   * What the quantity comes to, said right under the box and read with it (the product page's
   * cases: '= 2 cases of 6'); nothing where null.
   */
  note?: ReactNode;
  /**
   * How many of this line the cart holds already (the product page's 'Add to cart'): `bounds` are
   * then what can still be added (`boundsToAdd`), and the box says so in their place, '48 units in
   * your cart · you can add up to 43 more' / 「カートに48個・あと43個まで追加できます」, and why a
   * typed 600 became 43 (docs/rules/cart-and-checkout.md#quantity-bounds).
   */
  inCart?: number;
  /**
   * The word the quantities are counted in, the price's own (countedIn): 'MOQ 12 packs' beside
   * 'per 200 g pack' / 「最小発注数量 12パック」; 'units' / 「個」 where the catalogue gives none
   * (docs/rules/cart-and-checkout.md#unit-price).
   */
  countedIn?: CountedIn;
}) {
  const { t } = useTranslation();
  const unit = (count: number) => countedWord(t, countedIn, count);
  const id = useId();
  const [typed, setTyped] = useState(String(value));
  const [adjusted, setAdjusted] = useState<Adjusted | null>(null);
  useEffect(() => setTyped(String(value)), [value]);
  const commit = (next: number) => {
    setTyped(String(next));
    if (next !== value) onChange(next);
  };
  const commitTyped = () => {
    const { quantity, change } = settleTypedQuantity(typed, value, bounds);
    const reason = change === 'max' && inCart > 0 ? 'maxInCart' : change;
    setAdjusted(reason ? { to: quantity, reason } : null);
    commit(quantity);
  };
  const press = (step: 1 | -1) => {
    setAdjusted(null);
    commit(changeQuantity(value, step, bounds));
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
          onClick={() => press(-1)}
        >
          −
        </button>
        <input
          id={id}
          className="quantity__input"
          inputMode="numeric"
          value={typed}
          disabled={disabled}
          aria-describedby={[note != null && `${id}-note`, `${id}-bounds`, adjusted && `${id}-said`]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={commitTyped}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitTyped();
          }}
        />
        <button
          type="button"
          className="quantity__button"
          aria-label={t('cart.quantity.increase')}
          disabled={disabled || atMax}
          onClick={() => press(1)}
        >
          +
        </button>
      </div>
      {note != null && (
        <p className="quantity__note" id={`${id}-note`}>
          {note}
        </p>
      )}
      <p className="quantity__bounds" id={`${id}-bounds`}>
        {/* One wording on every line (docs/rules/cart-and-checkout.md#quantity-bounds): the least
            the cart accepts is the MOQ, in the product cards' and key facts' words, whatever sets
            it (the supplier's MOQ or a minimum purchase), so a card's 'MOQ 11 units' is the
            number the stepper starts at; the maximum (the stock or a purchase limit, whichever
            is smaller) is said as the most one can order. Each part keeps its number and unit
            on one line. The separator belongs to the part it leads: in a
            narrow column (the cart's, 176 px) the second part moves to its own line and its
            separator, at that line's start, is clipped (shop.css), so no line ends on '·'. */}
        <span className="quantity__bound-list">
          <span className="quantity__bound">
            {inCart > 0
              ? t('cart.quantity.inCart', { count: inCart, unit: unit(inCart) })
              : t('cart.quantity.moq', { count: bounds.min, unit: unit(bounds.min) })}
          </span>
          {bounds.max !== null && (
            <span className="quantity__bound">
              <span className="quantity__separator">{t('cart.quantity.separator')}</span>
              {inCart > 0
                ? t('cart.quantity.canAdd', { count: bounds.max, unit: unit(bounds.max) })
                : t('cart.quantity.maxUnits', { count: bounds.max, unit: unit(bounds.max) })}
            </span>
          )}
        </span>
      </p>
      {/* Said as it happens and kept in the box's description, so a buyer who comes back to the
          box hears why it holds what it holds ('The quantity box was empty: …'). */}
      <p className="quantity__adjusted" id={`${id}-said`} role="status">
        {adjusted && (
          <Phrase>
            {t(`cart.quantity.adjusted.${adjusted.reason}`, {
              quantity: adjusted.to,
              count: adjusted.to,
              unit: unit(adjusted.to),
              units: unit(2),
              held: inCart,
              heldUnit: unit(inCart),
              max: (bounds.max ?? 0) + inCart,
              maxUnit: unit((bounds.max ?? 0) + inCart),
            })}
          </Phrase>
        )}
      </p>
    </div>
  );
}
