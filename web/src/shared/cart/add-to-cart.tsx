import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  boundsToAdd,
  canOrder,
  clampQuantity,
  formatYen,
  openingSku,
  quantityBounds,
  skuOrderability,
  UpstreamStatus,
  type Item,
} from '@kakehashi/contracts/web';
import { PriceTag } from '@/shared/catalog/price-tag';
import {
  countedIn,
  countedWord,
  unitOfSale,
  unitPriceBasis,
  type CountedIn,
} from '@/shared/catalog/unit-of-sale';
import { hasStatus } from '@/shared/lib/api-error';
import { useLatestAlertOnly } from '@/shared/lib/latest-alert';
import { useLocale } from '@/shared/i18n/i18n';
import { Phrase } from '@/shared/i18n/phrase';
import { useWordedInPageLanguage } from '@/shared/i18n/session-wording';
import { useOptionGroups } from './api/option-groups';
import { cartErrorText } from './cart-error';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { addToCart, useCartWrites } from './cart-writes';
import { useCart, type Cart } from './cart-store';
import { NotifyArrival } from './notify-arrival';
import { lineOptionsOf, OptionFields, optionsPrice, type OptionChoices } from './option-fields';
import { QuantityStepper } from './quantity-stepper';
import { variationChoice } from './variation-name';

/** Why a variation that is neither sold out nor orderable cannot be ordered, in a sentence. */
const notOrderableKey = {
  ended: 'cart.add.ended',
  notYet: 'cart.add.notYet',
  notOnline: 'cart.add.notOrderable',
} as const;

/**
 * How many of this line (the variation with these options) the cart holds: an add joins it, and
 * the sum is what the bounds hold to (docs/rules/cart-and-checkout.md#cart).
 */
const heldInCart = (
  cart: Cart | null | undefined,
  skuId: string | undefined,
  options: unknown[],
): number =>
  (cart?.lines ?? [])
    .filter(
      (line) =>
        line.item?.skus?.id === skuId &&
        JSON.stringify(line.options ?? []) === JSON.stringify(options),
    )
    .reduce((sum, line) => sum + line.order_quantity, 0);

/**
 * Add to cart (docs/rules/cart-and-checkout.md#cart): the SKU, its option groups and a quantity
 * inside the contracts' bounds; offered only where the contracts' one rule says the variation can
 * be ordered or reserved now (docs/rules/cart-and-checkout.md#orderability). Otherwise it says
 * why — sales ended, not yet on sale, not sold online — with the ways to ask the supplier or
 * request a quote instead, and for a sold-out SKU the arrival notification. Its notices break between Japanese phrases
 * (<Phrase>), never mid-word in a narrow column such as the comparison's at 390 px
 * (docs/rules/site-and-pages.md#line-breaks).
 */
export function AddToCart({
  item,
  pagePrice,
  skuId: chosenSkuId,
  onSkuChange,
  plainOptions = false,
  requests,
  quantityNote,
  onCartPage = false,
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
  /**
   * What the buyer can do instead where the variation cannot be ordered (the product page's "Ask"
   * and "Request a quote"), shown in place of the quantity and "Add to cart"; the comparison
   * leaves it out, its row right above holds them already.
   */
  requests?: ReactNode;
  /**
   * What the chosen quantity comes to, said under the quantity box in the word the box counts in
   * (the product page's cases: '= 2 cases of 6 packs',
   * docs/rules/cart-and-checkout.md#quantity-bounds); display only.
   */
  quantityNote?: (quantity: number, counted: CountedIn) => ReactNode;
  /**
   * Shown on the cart page itself (its quick order): an added item just says so, its line shows in
   * the cart's list, with no "View cart" link to the page the buyer is on.
   */
  onCartPage?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const skuFieldId = useId();
  // docs/rules/cart-and-checkout.md#opening-variation: the first variation the buyer can order.
  const [ownSkuId, setOwnSkuId] = useState(() => openingSku(item, new Date())?.id ?? '');
  const skuId = chosenSkuId ?? ownSkuId;
  const sku = item.skus.find((s) => s.id === skuId) ?? openingSku(item, new Date());
  const bounds = quantityBounds(item, sku ?? {});
  // What one unit of the variation is: the price says it ('per 200 g pack') and every quantity
  // here counts in its word ('MOQ 12 packs', docs/rules/cart-and-checkout.md#unit-price).
  const unit = unitOfSale(item, sku);
  const counted = countedIn(unit);
  const unitWord = (count: number) => countedWord(t, counted, count);
  const [quantity, setQuantity] = useState(bounds.min);
  const [choices, setChoices] = useState<OptionChoices>({});
  const cartWrites = useCartWrites();
  const groups = useOptionGroups(sku?.id);
  const optionGroups = groups.data?.option_groups ?? [];
  // Their names come in the session language only: loading while they may be the one just left.
  const optionsWorded = useWordedInPageLanguage(groups);
  const lineOptions = lineOptionsOf(optionGroups, choices);
  // What the cart holds of this line already counts against its maximum: the box offers what can
  // still be added and says how much is in the cart (docs/rules/cart-and-checkout.md#quantity-bounds).
  const cart = useCart();
  const toAdd = boundsToAdd(bounds, heldInCart(cart.data, sku?.id, lineOptions));
  const addBounds = toAdd.orderable ? toAdd : bounds;
  // The quantity follows the chosen variation's bounds (its minimum may differ) and the room left.
  const shown = clampQuantity(Math.max(quantity, bounds.min), addBounds);
  const add = useMutation({
    mutationFn: () =>
      addToCart([
        {
          // The product is named so the BFF reads its quantity bounds (MOQ) from the upstream.
          item: { id: item.id, skus: { id: sku!.id } },
          order_quantity: shown,
          options: lineOptions,
        },
      ]),
    ...cartWrites,
    // Refused as over the maximum: the cart may hold more than this page read (another tab), so
    // it is read again and the message says what it holds now.
    onError: (error: unknown) => {
      if (hasStatus(error, UpstreamStatus.cartQuantity)) void cart.refetch();
    },
  });
  useLatestAlertOnly(add);

  if (!sku) return null;
  const now = new Date();
  const orderability = skuOrderability(item, sku, now);
  const variations = variationChoice(item.skus, locale);
  // Where the variations differ in price or in whether they can be ordered, each option says so
  // ('250g — ¥3,715', '120g — not sold online' / 「120g（オンライン販売なし）」), so the buyer
  // need not try each (docs/rules/cart-and-checkout.md#variation-select).
  const states = item.skus.map((s) => skuOrderability(item, s, now));
  const offers = states.map((state) => !canOrder(state));
  const pricesDiffer = new Set(item.skus.map((s) => s.price_tax_included)).size > 1;
  const offersDiffer = new Set(offers).size > 1;
  const optionText = (name: string, index: number): string => {
    const option = item.skus[index];
    if (!option || plainOptions) return name;
    if (offersDiffer && offers[index])
      return t(
        states[index] === 'soldOut' ? 'cart.add.optionSoldOut' : 'cart.add.optionNotOnline',
        {
          name,
        },
      );
    if (pricesDiffer && typeof option.price_tax_included === 'number')
      return t('cart.add.optionPrice', {
        name,
        price: formatYen(option.price_tax_included, locale),
      });
    return name;
  };
  const unitPrice = (sku.price_tax_included ?? 0) + optionsPrice(optionGroups, choices);
  const reason = !canOrder(orderability) && (
    <p className="notice notice--info">
      <Phrase>
        {t(orderability === 'soldOut' ? 'cart.notify.soldOut' : notOrderableKey[orderability])}
      </Phrase>
    </p>
  );

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
      {/* The chosen variation's price with its options: what this line will cost per unit. One
          that cannot be bought says why first and its price after it muted, never one to pay, as
          the cards and the headline do (docs/rules/search.md#prices-in-lists); with nothing to
          quantify or add below (docs/rules/cart-and-checkout.md#orderability). */}
      {unitPrice !== pagePrice ? (
        <PriceTag amount={unitPrice} basis={unitPriceBasis(unit, t)} size="line" closed={reason} />
      ) : (
        reason
      )}
      {orderability === 'soldOut' ? (
        // The shop may switch the arrival notification off for the item.
        item.disabled_notify_arrival_sku !== true && (
          <NotifyArrival skuId={sku.id} skuCode={sku.code} />
        )
      ) : !canOrder(orderability) ? (
        requests
      ) : (
        <>
          <OptionFields
            groups={optionGroups}
            choices={choices}
            onChange={setChoices}
            wordingPending={!optionsWorded}
          />
          {toAdd.full ? (
            <>
              {/* The cart holds the most one can order: the button says so instead of sending an
                  add the upstream would refuse; the quantity is changed in the cart. */}
              {/* It wraps rather than run past a phone's width or the comparison's column. */}
              <button
                type="button"
                className="button button--primary button--block button--wraps"
                aria-disabled="true"
              >
                <Phrase>
                  {t('cart.add.full', { count: bounds.max ?? 0, unit: unitWord(bounds.max ?? 0) })}
                </Phrase>
              </button>
              {!add.isSuccess && !onCartPage && (
                <p>
                  <Link to="/cart">
                    <Phrase>{t('cart.add.viewCart')}</Phrase>
                  </Link>
                </p>
              )}
            </>
          ) : (
            <>
              <QuantityStepper
                label={t('cart.quantity.label')}
                value={shown}
                bounds={addBounds}
                inCart={toAdd.orderable ? toAdd.held : 0}
                countedIn={counted}
                onChange={setQuantity}
                note={quantityNote?.(shown, counted)}
              />
              {/* What the line comes to before it is added: at an MOQ of 100 the buyer reads
                  ¥698,500 here, not first in the cart (docs/rules/cart-and-checkout.md#cart). */}
              {typeof sku.price_tax_included === 'number' && (
                <p className="add-to-cart__total" data-testid="line-total">
                  {t('cart.add.lineTotal', {
                    quantity: shown,
                    price: formatYen(unitPrice, locale),
                    total: formatYen(unitPrice * shown, locale),
                  })}
                </p>
              )}
              {/* While it is sent it cannot be pressed twice, yet it keeps the focus (aria-disabled,
                  not disabled, which drops the focus to the page body): the notice that follows is
                  announced as a status and the next Tab reaches its "View cart"
                  (docs/rules/cart-and-checkout.md#cart). */}
              <button
                type="button"
                className="button button--primary button--block"
                aria-disabled={add.isPending || undefined}
                aria-busy={add.isPending}
                onClick={() => add.isPending || add.mutate()}
              >
                {orderability === 'reserve' ? t('cart.add.reserve') : t('cart.add.submit')}
              </button>
            </>
          )}
          {/* The upstream's own refusal of a sum over the maximum (E030-001) names a range the
              number sent lies inside ('between 12 and 91' for 91 added to 48): said instead with
              what the cart holds and how many more fit; once the cart is full, the button says it. */}
          {add.isError &&
            (hasStatus(add.error, UpstreamStatus.cartQuantity) &&
            toAdd.held > 0 &&
            toAdd.max !== null ? (
              toAdd.full ? null : (
                <ErrorNotice
                  message={t('cart.add.room', {
                    held: toAdd.held,
                    heldUnit: unitWord(toAdd.held),
                    max: bounds.max,
                    maxUnit: unitWord(bounds.max ?? 0),
                    count: toAdd.max,
                    unit: unitWord(toAdd.max),
                  })}
                />
              )
            ) : (
              <ErrorNotice message={cartErrorText(add.error, t('cart.add.failed'))} />
            ))}
          {/* The upstream refused it as not purchasable now (E030-002, e.g. selling stopped since
              the page loaded): say what to do next, not only what happened (UI.md "Words"). */}
          {hasStatus(add.error, UpstreamStatus.cartNotPurchasable) && (
            <>
              <p className="notice notice--info">
                <Phrase>{t('cart.add.refusedNext')}</Phrase>
              </p>
              {requests}
            </>
          )}
          {add.isSuccess && (
            <FormAlert tone="success">
              <Phrase>{t('cart.add.added')}</Phrase>
              {/* On the cart page the added line shows in its list: no link to the page one is on. */}
              {!onCartPage && (
                <>
                  {' '}
                  <Link to="/cart">
                    <Phrase>{t('cart.add.viewCart')}</Phrase>
                  </Link>
                </>
              )}
            </FormAlert>
          )}
        </>
      )}
    </section>
  );
}
