import { screen, waitFor, within } from '@testing-library/react';
import { checkoutOrder } from '@/testing/checkout-fixtures';
import { renderApp } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// UI.md "Forms": checkout's address step shows several errors at once, so it lists them at the
// top as sign-up does (ErrorSummary), each a link to its field, in the page's language.
const order = checkoutOrder();

describe.each([
  [
    'en',
    'Purchaser',
    'Change',
    'Save purchaser',
    /^Name/,
    ['Name is required.', 'Phone number is required.'],
  ],
  [
    'jp',
    '購入者',
    '変更',
    '購入者を保存',
    /^氏名/,
    ['氏名を入力してください。', '電話番号を入力してください。'],
  ],
] as const)(
  'the address step’s error summary (%s)',
  (locale, heading, change, save, name, listed) => {
    it('lists the emptied fields as links, and a link takes the buyer to its field', async () => {
      const api = createFakeApi({
        'POST /order/get': ok({ order }),
        'POST /order/selections/delivery': ok({ delivery_methods: [] }),
        'POST /order/selections/payment': ok({ payment_profiles: [] }),
        'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
      });
      const { user } = renderApp(null, {
        url: '/checkout',
        api,
        locale,
        ...(locale === 'jp' ? { session: { language: 'jp' as const } } : {}),
      });
      const step = within(
        (await screen.findByRole('heading', { name: heading }, { timeout: 5000 })).closest(
          'section',
        )!,
      );
      await user.click(await step.findByRole('button', { name: change }, { timeout: 5000 }));
      await user.clear(step.getByLabelText(name));
      await user.clear(step.getByLabelText(locale === 'jp' ? /^電話番号/ : /^Phone number/));
      await user.click(step.getByRole('button', { name: save }));
      const summary = within(await step.findByRole('alert', {}, { timeout: 5000 }));
      expect(summary.getAllByRole('link').map((link) => link.textContent)).toEqual(listed);
      await user.click(summary.getByRole('link', { name: listed[1] }));
      await waitFor(
        () =>
          expect(
            step.getByLabelText(locale === 'jp' ? /^電話番号/ : /^Phone number/),
          ).toHaveFocus(),
        { timeout: 5000 },
      );
      expect(api.callsTo('POST /order/setPurchaser')).toHaveLength(0);
    });
  },
);
