import { useTranslation } from 'react-i18next';
import { formatYen, quantityBounds, quantityProblem } from '@kakehashi/contracts/web';
import type { Cart } from '@/shared/cart/cart-store';
import { QuantityStepper } from '@/shared/cart/quantity-stepper';
import {
  factSeparator,
  hasVariation,
  labelled,
  optionText,
  variationName,
} from '@/shared/cart/variation-name';
import { PriceTag } from '@/shared/catalog/price-tag';
import { countedIn, countedWord, unitOfSale, unitPriceBasis } from '@/shared/catalog/unit-of-sale';
import { useLocale } from '@/shared/i18n/i18n';
import { ProductImage } from '@/shared/catalog/product-image';
import { Worded } from '@/shared/i18n/session-wording';
import { ConfirmRemove } from '@/shared/ui/confirm-remove';

export type CartLine = Cart['lines'][number];

/** The line's product name in the page language. */
export const lineName = (line: CartLine, locale: string) =>
  (locale === 'en' && line.item?.name_en) || line.item?.name || line.item?.code || '';

/** One cart line: picture, name, options, unit price, a bounded quantity and its subtotal. */
export function CartLineRow({
  line,
  busy,
  namesPending = false,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  busy: boolean;
  /** The options' names are in the language just left (useWordedInPageLanguage): shown loading. */
  namesPending?: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = lineName(line, locale);
  const options = optionText(line, locale);
  // A line whose item the upstream no longer returns (null) has no bounds but the plain ones.
  const bounds = quantityBounds(line.item ?? {}, line.item?.skus ?? {});
  // A line below the MOQ (added before the rule, or the MOQ raised since) says what to do.
  const problem = quantityProblem(line.order_quantity, bounds);
  const variation =
    line.item?.skus && hasVariation(line.item.skus) ? variationName(line.item.skus, locale) : '';
  // docs/rules/cart-and-checkout.md#delivery-by-temperature: chilled and frozen goods travel only
  // by refrigerated delivery (their own shipment at checkout), so the cart says so before then.
  const temperature = line.item?.custom?.temperatureRange;
  const cold = temperature === 'frozen' || temperature === 'refrigerated' ? temperature : null;
  // What one unit is, said by the price and counted in the same word by every quantity of the
  // line: 'per 200 g pack' and 'MOQ 12 packs' (docs/rules/cart-and-checkout.md#unit-price).
  const unit = unitOfSale(line.item, line.item?.skus);
  const counted = countedIn(unit);
  const unitWord = (count: number) => countedWord(t, counted, count);
  return (
    <li className="cart-line">
      <ProductImage src={line.item?.image_url} className="cart-line__image" />
      <div className="cart-line__body">
        <h2 className="cart-line__name">{name}</h2>
        {variation && <p className="cart-line__variation">{variation}</p>}
        <p className="cart-line__meta">
          {/* The product page's label: a bare 'P101820' says nothing to a buyer. */}
          {line.item?.code && labelled(t('cart.itemCode'), line.item.code, locale)}
          {options && (
            <span>
              {factSeparator(locale)}
              <Worded pending={namesPending}>{options}</Worded>
            </span>
          )}
        </p>
        {cold && <p className="cart-line__temperature">{t(`cart.temperature.${cold}`)}</p>}
        {/* What one unit of the quantity is ('per 60 g pack'): the stepper counts these. */}
        <PriceTag
          amount={line.sell_price_tax_included}
          basis={unitPriceBasis(unit, t)}
          size="line"
        />
        {problem && problem !== 'aboveMax' && (
          <p className="cart-line__problem" role="alert">
            {t(`cart.quantity.${problem}`, {
              min: bounds.min,
              count: bounds.min,
              unit: unitWord(bounds.min),
            })}
          </p>
        )}
      </div>
      <div className="cart-line__actions">
        <QuantityStepper
          label={t('cart.quantity.labelFor', { name })}
          value={line.order_quantity}
          bounds={bounds}
          disabled={busy}
          hideLabel
          countedIn={counted}
          onChange={onQuantity}
        />
        {/* docs/rules/cart-and-checkout.md#cart: a line (24 cases picked with care) is removed
            only once the in-place question naming it and its quantity is confirmed. */}
        <ConfirmRemove
          label={t('cart.remove')}
          accessibleLabel={t('cart.removeFor', { name })}
          buttonClassName="link-button"
          question={t('cart.removeConfirm', {
            name,
            count: line.order_quantity,
            unit: unitWord(line.order_quantity),
          })}
          confirmLabel={t('cart.removeYes')}
          cancelLabel={t('cart.removeKeep')}
          disabled={busy}
          onConfirm={onRemove}
        />
      </div>
      <p className="cart-line__subtotal">
        {/* Named, so on a phone (where it sits under the stepper) it does not read as a price. */}
        <span className="cart-line__subtotal-label">{t('cart.lineSubtotal')}</span>{' '}
        {formatYen(line.subtotal ?? line.sell_price_tax_included * line.order_quantity, locale)}
      </p>
    </li>
  );
}
