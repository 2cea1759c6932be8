import { useTranslation } from 'react-i18next';
import { itemOrderability, skuOrderability, type Item } from '@kakehashi/contracts/web';

/**
 * A product's or a variation's state in a few words where it cannot simply be ordered — 'Reserve
 * order', 'Sales ended', 'Not yet on sale', 'Out of stock', 'Not sold online – ask the supplier'
 * — from the contracts' one rule (docs/rules/cart-and-checkout.md#orderability), so a card, the
 * product page's headline and its buy bar say what the buy section says. Nothing when it can be
 * ordered.
 */
export function OrderabilityNote({
  item,
  sku,
  className,
}: {
  item: Item;
  /** The chosen variation (the buy bar's); without it, the one the product opens on. */
  sku?: Item['skus'][number];
  className: string;
}) {
  const { t } = useTranslation();
  const now = new Date();
  const state = sku ? skuOrderability(item, sku, now) : itemOrderability(item, now);
  if (state === 'order') return null;
  return <p className={className}>{t(`orderability.card.${state}`)}</p>;
}
