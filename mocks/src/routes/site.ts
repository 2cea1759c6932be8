import { fullReloadAreas, UpstreamStatus } from '@kakehashi/contracts';
import type { Mount } from '../http/route';
import { success } from '../http/upstream-result';
import { errorMessages } from '../seed/error-messages';
import { siteFreeDeliveryMinimum } from '../seed/shop';

/**
 * `site/get` (docs/rules/accounts.md#sign-in-modes): authentication type, page sizes, the
 * full-page-reload areas (docs/rules/search.md#full-page-reload), the free-delivery threshold
 * (docs/rules/cart-and-checkout.md#free-delivery-threshold) and the error tables.
 */
export const siteRoutes = (mount: Mount): void => {
  mount('site/get', ({ state, options }) =>
    success({
      authentication_type: state.authMode,
      api_method: 'POST',
      site: {
        name: 'かけはし',
        name_en: 'Kakehashi',
        item: { count: 20 },
        newsListLimit: 10,
        contentsSearchLimit: 12,
        viewedItemsLimit: 10,
        recommendLimit: 8,
        rankingLimit: 10,
        searchHitMax: 4000,
        fullReload: Object.fromEntries(
          fullReloadAreas.map((area) => [area, options.fullReloadAreas.includes(area)]),
        ),
        deliveryFeeFreeMinimumPrice: siteFreeDeliveryMinimum,
      },
      error_messages: errorMessages,
      fetch_error_code: UpstreamStatus.fetchError,
      no_data_code: UpstreamStatus.noData,
      default_tax_rate: 10,
    }),
  );
};
