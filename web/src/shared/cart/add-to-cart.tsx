import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  formatYen,
  isSoldOut,
  purchaseWindow,
  quantityBounds,
  type Item,
} from '@kakehashi/contracts/web';
import { PriceTag } from '@/shared/catalog/price-tag';
import { useLocale } from '@/shared/i18n/i18n';
import { Phrase } from '@/shared/i18n/phrase';
import { useWordedInPageLanguage } from '@/shared/i18n/session-wording';
import { useOptionGroups } from './api/option-groups';
import { cartErrorText } from './cart-error';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { addToCart, useCartWrites } from './cart-writes';
import { NotifyArrival } from './notify-arrival';
import { lineOptionsOf, OptionFields, optionsPrice, type OptionChoices } from './option-fields';
import { QuantityStepper } from './quantity-stepper';
import { openingSku, skuOffer } from './opening-sku';
import { variationChoice } from './variation-name';

/**
 * Add to cart (docs/rules/cart-and-checkout.md#cart): the SKU, its option groups and a quantity
 * inside the contracts' bounds; offered only inside the purchase or reserve-order period, and for
 * a sold-out SKU replaced by the arrival notification. Its notices break between Japanese phrases
 * (<Phrase>), never mid-word in a narrow column such as the comparison's at 390 px
 * (docs/rules/site-and-pages.md#line-breaks).
 */
export function AddToCart({
  item,
  pagePrice,
  skuId: chosenSkuId,
  onSkuChange,
  plainOptions = false,
}: {
  item: Item;
  /**
   * The unit price the page already shows for the item right above the control (the
   * comparison's price row): the control leaves its own price line out while the chosen variation
   * with its options costs just that, and shows it once a variation or an option makes it differ.
   */
  pagePrice?: number;
  /**
   * The chosen variation, where the page holds it (the product page, whose sticky buy bar
   * describes it); otherwise the control keeps its own. Either starts on `openingSku`.
   */
  skuId?: string;
  onSkuChange?: (skuId: string) => void;
  /**
   * The options hold only the variations' values, without their price or status: a narrow
   * column (the comparison's 158 px at 390 px) cut '250g — ¥3,715' to '250g — ¥3,71', and the
   * control shows the chosen variation's price and notice right under the select anyway.
   */
  plainOptions?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const skuFieldId = useId();
  // docs/rules/cart-and-checkout.md#opening-variation: the first variation the buyer can order.
  const [ownSkuId, setOwnSkuId] = useState(() => openingSku(item, new Date())?.id ?? '');
  const skuId = chosenSkuId ?? ownSkuId;
  const sku = item.skus.find((s) => s.id === skuId) ?? openingSku(item, new Date());
  const bounds = quantityBounds(item, sku ?? {});
  const [quantity, setQuantity] = useState(bounds.min);
  // The quantity follows the chosen variation's bounds (its minimum may differ).
  const shown = Math.max(quantity, bounds.min);
  const [choices, setChoices] = useState<OptionChoices>({});
  const cartWrites = useCartWrites();
  const groups = useOptionGroups(sku?.id);
  const optionGroups = groups.data?.option_groups ?? [];
  // Their names come in the session language only: loading while they may be the one just left.
  const optionsWorded = useWordedInPageLanguage(groups);
  const add = useMutation({
    mutationFn: () =>
      addToCart([
        {
          // The product is named so the BFF reads its quantity bounds (MOQ) from the upstream.
          item: { id: item.id, skus: { id: sku!.id } },
          order_quantity: shown,
          options: lineOptionsOf(optionGroups, choices),
        },
      ]),
    ...cartWrites,
  });

  if (!sku) return null;
  const window = purchaseWindow(item, new Date());
  const variations = variationChoice(item.skus, locale);
  // Where the variations differ in price or in whether they can be ordered, each option says so
  // ('250g — ¥3,715', '120g — not sold online' / 「120g（オンライン販売なし）」), so the buyer
  // need not try each (docs/rules/cart-and-checkout.md#variation-select).
  const now = new Date();
  const offers = item.skus.map((s) => skuOffer(item, s, now) === 'availability');
  const pricesDiffer = new Set(item.skus.map((s) => s.price_tax_included)).size > 1;
  const offersDiffer = new Set(offers).size > 1;
  const optionText = (name: string, index: number): string => {
    const option = item.skus[index];
    if (!option || plainOptions) return name;
    if (offersDiffer && offers[index])
      return t(isSoldOut(option) ? 'cart.add.optionSoldOut' : 'cart.add.optionNotOnline', { name });
    if (pricesDiffer && typeof option.price_tax_included === 'number')
      return t('cart.add.optionPrice', {
        name,
        price: formatYen(option.price_tax_included, locale),
      });
    return name;
  };
  const unitPrice = (sku.price_tax_included ?? 0) + optionsPrice(optionGroups, choices);

  return (
    <section className="add-to-cart" aria-label={t('cart.add.label')}>
      {/* What differs named once, above the select, and only values inside it: the option
          stays readable in the comparison's narrow column (variationChoice). */}
      {item.skus.length > 1 && (
        <div className="field">
          <label className="field__label" htmlFor={skuFieldId}>
            {variations.label ?? t('cart.add.sku')}
          </label>
          <select
            id={skuFieldId}
            className="input select"
            value={sku.id}
            onChange={(event) => {
              setOwnSkuId(event.target.value);
              onSkuChange?.(event.target.value);
              setChoices({});
            }}
          >
            {variations.options.map((option, index) => (
              <option key={option.id} value={option.id}>
                {optionText(option.name, index)}
              </option>
            ))}
          </select>
        </div>
      )}
      {/* The chosen variation's price with its options: what this line will cost per unit. */}
      {unitPrice !== pagePrice && <PriceTag amount={unitPrice} size="line" />}
      {window === null ? (
        <p className="notice notice--info">
          <Phrase>{t('cart.add.notPurchasable')}</Phrase>
        </p>
      ) : isSoldOut(sku) ? (
        // The shop may switch the arrival notification off for the item.
        item.disabled_notify_arrival_sku === true ? (
          <p className="notice notice--info">
            <Phrase>{t('cart.notify.soldOut')}</Phrase>
          </p>
        ) : (
          <NotifyArrival skuId={sku.id} skuCode={sku.code} />
        )
      ) : !bounds.orderable ? (
        <p className="notice notice--info">
          <Phrase>{t('cart.add.notOrderable')}</Phrase>
        </p>
      ) : (
        <>
          <OptionFields
            groups={optionGroups}
            choices={choices}
            onChange={setChoices}
            wordingPending={!optionsWorded}
          />
          <QuantityStepper
            label={t('cart.quantity.label')}
            value={shown}
            bounds={bounds}
            onChange={setQuantity}
          />
          <button
            type="button"
            className="button button--primary button--block"
            disabled={add.isPending}
            aria-busy={add.isPending}
            onClick={() => add.mutate()}
          >
            {window === 'reserve' ? t('cart.add.reserve') : t('cart.add.submit')}
          </button>
          {add.isError && <ErrorNotice message={cartErrorText(add.error, t('cart.add.failed'))} />}
          {add.isSuccess && (
            <FormAlert tone="success">
              <Phrase>{t('cart.add.added')}</Phrase>{' '}
              <Link to="/cart">
                <Phrase>{t('cart.add.viewCart')}</Phrase>
              </Link>
            </FormAlert>
          )}
        </>
      )}
    </section>
  );
}
