import { deliveryMethodSchema } from '../responses';
import { siteSettingsSchema } from '../site';

// docs/rules/cart-and-checkout.md#free-delivery-threshold: the threshold reaches the browser only
// because its contracts name it (unknown keys are stripped), and a threshold that is none, or
// unreadable, is dropped without refusing the answer it came in.
const site = (extra: Record<string, unknown>) => ({
  authentication_type: 'password',
  site: {
    name: 'かけはし',
    item: { count: 20 },
    newsListLimit: 10,
    contentsSearchLimit: 12,
    ...extra,
  },
  error_messages: { ja: {}, en: {} },
  fetch_error_code: 'E999-999',
});
const standard = (extra: Record<string, unknown>) => ({
  id: '1',
  code: 'STANDARD',
  name: 'Standard delivery',
  delivery_fee: 1200,
  ...extra,
});

describe('the free-delivery threshold in the contracts', () => {
  it("keeps the site settings' threshold, which the cart states", () => {
    const parsed = siteSettingsSchema.parse(site({ deliveryFeeFreeMinimumPrice: 30000 }));
    expect(parsed.site.deliveryFeeFreeMinimumPrice).toBe(30000);
  });

  it("keeps a delivery method's threshold and forced fee, which the order's selections answer", () => {
    const parsed = deliveryMethodSchema.parse(
      standard({ delivery_fee_free_minimum_price: 30000, force_delivery_fee: false }),
    );
    expect(parsed).toMatchObject({
      delivery_fee_free_minimum_price: 30000,
      force_delivery_fee: false,
    });
  });

  it.each([null, 0, -1, 1.5, '30000', {}])(
    'drops %j as no threshold and still accepts the answer',
    (value) => {
      const settings = siteSettingsSchema.safeParse(site({ deliveryFeeFreeMinimumPrice: value }));
      expect(settings.success).toBe(true);
      expect(settings.data?.site.deliveryFeeFreeMinimumPrice).toBeUndefined();
      const method = deliveryMethodSchema.safeParse(
        standard({ delivery_fee_free_minimum_price: value }),
      );
      expect(method.success).toBe(true);
      expect(method.data?.delivery_fee_free_minimum_price).toBeUndefined();
    },
  );
});
