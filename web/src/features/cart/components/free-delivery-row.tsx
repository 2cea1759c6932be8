import { useTranslation } from 'react-i18next';
import { formatYen, goodsTotal, shipsAsFreight, temperatureOf } from '@kakehashi/contracts/web';
import type { Cart } from '@/shared/cart/cart-store';
import { Phrase } from '@/shared/i18n/phrase';
import { useLocale } from '@/shared/i18n/i18n';
import { useSiteSettings } from '@/shared/site/api/site-settings';

type Line = Cart['lines'][number];

/**
 * A line that ships in the room-temperature parcel the threshold frees: dry goods, not freight,
 * whose fee is charged whatever the order's value (docs/rules/cart-and-checkout.md#delivery-by-kind-of-goods).
 */
const shipsAsParcel = (line: Line): boolean =>
  line.item !== null &&
  temperatureOf(line.item.custom?.temperatureRange) === 'dry' &&
  !shipsAsFreight(line.item.custom?.businessType);

/**
 * Where the cart stands against the threshold (docs/rules/cart-and-checkout.md#free-delivery-threshold):
 * the goods that ship as the room-temperature parcel, tax included and before discounts, as the
 * upstream compares them; null when none of the cart's goods ship that way.
 */
export const freeDeliveryStanding = (lines: readonly Line[], minimum: number) => {
  const parcel = lines.filter(shipsAsParcel);
  if (parcel.length === 0) return null;
  const counted = goodsTotal(parcel);
  return { remaining: Math.max(0, minimum - counted), partOfCart: parcel.length < lines.length };
};

/**
 * The shop's threshold and where the cart stands against it; null while the settings load, when
 * the shop sets none or when none of the cart's goods ship as the parcel it frees. The row and
 * the total's basis both read this, so the two never disagree.
 */
export const useFreeDelivery = (lines: readonly Line[]) => {
  const minimum = useSiteSettings().data?.site.deliveryFeeFreeMinimumPrice;
  const standing = minimum ? freeDeliveryStanding(lines, minimum) : null;
  return minimum && standing ? { minimum, ...standing } : null;
};
export type FreeDelivery = ReturnType<typeof useFreeDelivery>;

/**
 * The totals' free-delivery row: the shop's threshold with its basis and how much more the cart
 * needs, or that it applies. Nothing while the settings load or when the shop sets none.
 */
export function FreeDeliveryRow({ standing }: { standing: FreeDelivery }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!standing) return null;
  const { minimum } = standing;
  return (
    <div className="totals__row totals__row--note">
      <dt>
        <Phrase>{t('cart.freeDelivery.threshold', { amount: formatYen(minimum, locale) })}</Phrase>
        {standing.partOfCart && (
          <>
            <br />
            <small>
              <Phrase>{t('cart.freeDelivery.parcelOnly')}</Phrase>
            </small>
          </>
        )}
      </dt>
      <dd>
        {standing.remaining > 0
          ? t('cart.freeDelivery.remaining', { amount: formatYen(standing.remaining, locale) })
          : t('cart.freeDelivery.reached')}
      </dd>
    </div>
  );
}
