import { ok } from '@/testing/fake-api';
import { giftServiceGroup } from '@/testing/cart-fixtures';
import { checkoutOrder } from '@/testing/checkout-fixtures';
import { describeWordedScreens, type WordedScreen } from '@/testing/session-wording';

// docs/upstream.md#languages: the order's option group comes in the session language only. After
// a switch, until the order is read again in the new language, the checkout's options step shows
// its option and choice names loading, never in the language just left (the machinery:
// testing/session-wording.tsx). The step's heading names the group, so its name is not shown.
const checkoutOptions: WordedScreen = {
  url: '/checkout',
  signedIn: false,
  answers: (held) => ({
    'POST /order/get': () =>
      ok({
        order: checkoutOrder({
          subtotal: 5000,
          total_price: 5000,
          option_group: giftServiceGroup(held(), 'site'),
          site_options: [],
        }),
      }),
    'POST /order/selections/delivery': () => ok({ delivery_methods: [] }),
    'POST /order/selections/payment': () => ok({ payment_profiles: [] }),
    'POST /order/selections/coupon': () => ok({ issued_coupons: [], coupons: [] }),
  }),
  names: {
    jp: ['のし紙', '紅白蝶結び', 'メッセージカードの文面'],
    en: ['Noshi paper', 'Red and white bow', 'Message card text'],
  },
};

describe('the checkout’s order options after a language switch', () => {
  beforeAll(async () => {
    // The lazy route, loaded before the tests so none waits on the import.
    await import('../routes/checkout-page');
  });
  afterEach(() => sessionStorage.clear());

  describeWordedScreens({ checkoutOptions });
});
