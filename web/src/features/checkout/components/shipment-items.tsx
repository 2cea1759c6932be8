import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/i18n/i18n';
import { hasVariation, variationName } from '@/shared/cart/variation-name';
import { ProductImage } from '@/shared/catalog/product-image';
import type { Order } from '../api/order';

type Line = NonNullable<Order['delivery_units'][number]['lines']>[number];

/**
 * What travels in one shipment, under its heading, so "Shipment 2 · chilled or frozen" says which
 * goods it carries. The lines are the unit's own as the order answers them: the upstream splits
 * the cart by transport temperature (docs/rules/cart-and-checkout.md#temporary-order "Dry lines
 * ship in one delivery unit, chilled and frozen ones in a cool unit"), so nothing is derived here.
 */
export function ShipmentItems({ lines, label }: { lines: Line[]; label: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (lines.length === 0) return null;
  return (
    <ul className="shipment-items" aria-label={label}>
      {lines.map((line) => {
        const name = (locale === 'en' && line.item?.name_en) || line.item?.name || line.item?.code;
        const variation =
          line.item?.skus && hasVariation(line.item.skus)
            ? variationName(line.item.skus, locale)
            : '';
        return (
          <li className="shipment-items__line" key={line.line_id}>
            <ProductImage
              src={line.item?.image_url}
              width={48}
              height={36}
              small
              className="shipment-items__image"
            />
            <span className="shipment-items__name">
              {name}
              {variation && <span className="shipment-items__variation">{variation}</span>}
            </span>
            <span className="shipment-items__qty">
              {t('checkout.delivery.quantity', { count: line.order_quantity })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
