import { screen, waitFor, within } from '@testing-library/react';
import { checkoutOrder } from '@/testing/checkout-fixtures';
import { renderApp } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// The delivery date speaks the page's language (UI.md "Words": dates in the page language's
// format), not the browser's: a browser's own date input says "mm/dd/yyyy" on a Japanese page.
const order = checkoutOrder({
  delivery_units: [
    {
      delivery_unit_no: 1,
      temperature_class: 'dry',
      delivery_method: null,
      lines: [
        {
          line_id: '1',
          item: { id: 'i1', code: 'P1', name: '煎茶', name_en: 'Sencha', skus: { id: 's1' } },
          order_quantity: 1,
          sell_price_tax_included: 1000,
          subtotal: 1000,
          tax_rate: 8,
          options: [],
        },
      ],
    },
  ],
  subtotal: 1000,
  total_price: 1000,
});

/** `days` undefined: the upstream lists no selections at all (not an empty list). */
const setup = (days: string[] | undefined, jp: boolean, times: string[] = []) => {
  const api = createFakeApi({
    'POST /order/get': ok({ order }),
    'POST /order/selections/delivery': ok({
      delivery_methods: [
        {
          id: '1',
          code: 'STANDARD',
          name: jp ? '通常配送' : 'Standard delivery',
          delivery_fee: 800,
          delivery_time_selections: times,
          ...(days ? { delivery_date_selections: days } : {}),
        },
        {
          id: '3',
          code: 'POST_MAIL',
          name: jp ? 'ポスト投函' : 'Letter post',
          delivery_fee: 300,
          delivery_time_selections: [],
          delivery_date_selections: [],
        },
      ],
    }),
    'POST /order/selections/payment': ok({ payment_profiles: [] }),
    'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
    'POST /order/setDelivery': ok({ order }),
  });
  const rendered = renderApp(null, {
    url: '/checkout',
    api,
    ...(jp ? { session: { language: 'jp' as const }, locale: 'jp' as const } : {}),
  });
  return { ...rendered, api };
};

/** The delivery section, with its one method chosen. */
const chooseMethod = async (
  user: ReturnType<typeof setup>['user'],
  section: string,
  method: RegExp,
) => {
  const delivery = within(
    (await screen.findByRole('heading', { name: section })).closest('section')!,
  );
  await user.click(await delivery.findByRole('radio', { name: method }));
  return delivery;
};

describe('the delivery date in the page’s language (docs/rules/cart-and-checkout.md)', () => {
  beforeAll(() => import('../routes/checkout-page'));

  it('offers the upstream’s days as Japanese dates on a Japanese page, and sends the day as given', async () => {
    const { user, api } = setup(['2026-12-01', '2026-12-02'], true);
    const delivery = await chooseMethod(user, '配送', /通常配送/);
    const date = delivery.getByRole('combobox', { name: 'お届け希望日' });
    expect(
      within(date)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['指定なし', '2026年12月01日（火）', '2026年12月02日（水）']);
    await user.selectOptions(date, '2026年12月02日（水）');
    await user.click(delivery.getByRole('button', { name: '配送方法を保存' }));
    await waitFor(() =>
      expect(api.callsTo('POST /order/setDelivery')[0]?.body).toMatchObject({
        deliveryMethod: { id: '1', delivery_date: '2026-12-02' },
      }),
    );
  });

  it('writes the same days the English way on an English page', async () => {
    const { user } = setup(['2026-12-01'], false);
    const delivery = await chooseMethod(user, 'Delivery', /Standard delivery/);
    const date = delivery.getByRole('combobox', { name: 'Delivery date' });
    expect(
      within(date)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any day', 'Tue 1 Dec 2026']);
  });

  it('explains the free date field in Japanese and reads the picked day back in Japanese', async () => {
    const { user } = setup(undefined, true);
    const delivery = await chooseMethod(user, '配送', /通常配送/);
    const date = delivery.getByLabelText('お届け希望日');
    expect(date).toHaveAccessibleDescription(
      'カレンダーから日付を選んでください。ご希望がなければ空欄のままで結構です。',
    );
    await user.type(date, '2026-12-01');
    expect(await delivery.findByText('お届け希望日：2026年12月01日（火）')).toBeInTheDocument();
    expect(date).toHaveAccessibleDescription('お届け希望日：2026年12月01日（火）');
  });

  it('asks no day of a method that offers none, in the page’s language, and sends none', async () => {
    for (const [jp, section, method, note, save] of [
      [true, '配送', /ポスト投函/, 'この配送方法ではお届け日を指定できません。', '配送方法を保存'],
      [
        false,
        'Delivery',
        /Letter post/,
        'This delivery method does not take a delivery date.',
        'Save delivery',
      ],
    ] as const) {
      const { user, api, unmount } = setup(['2026-12-01'], jp);
      const delivery = await chooseMethod(user, section, /通常配送|Standard delivery/);
      await user.selectOptions(
        delivery.getByRole('combobox', { name: jp ? 'お届け希望日' : 'Delivery date' }),
        jp ? '2026年12月01日（火）' : 'Tue 1 Dec 2026',
      );
      await user.click(delivery.getByRole('radio', { name: method }));
      expect(delivery.getByText(note)).toBeInTheDocument();
      expect(
        delivery.queryByLabelText(jp ? 'お届け希望日' : 'Delivery date'),
      ).not.toBeInTheDocument();
      await user.click(delivery.getByRole('button', { name: save }));
      await waitFor(() => expect(api.callsTo('POST /order/setDelivery')).toHaveLength(1));
      // The day chosen for standard delivery is not sent with letter post.
      expect(api.callsTo('POST /order/setDelivery')[0]?.body).toEqual(
        expect.objectContaining({ deliveryMethod: { id: '3' } }),
      );
      unmount();
    }
  });

  // Every time slot says its hours, the morning too, and the group names the zone once: the
  // forwarder in Japan must be there (walk F17).
  it.each([
    [
      false,
      'Delivery',
      /Standard delivery/,
      'Delivery time (Japan time)',
      'Any time',
      'Morning (8:00–12:00)',
      '14:00–16:00',
    ],
    [
      true,
      '配送',
      /通常配送/,
      'お届け時間帯（日本時間）',
      '指定なし',
      '午前中（8時〜12時）',
      '14時〜16時',
    ],
  ] as const)(
    'says the hours of every delivery time and the zone once (jp: %s)',
    async (jp, section, method, label, any, morning, afternoon) => {
      const { user } = setup(['2026-12-01'], jp, ['morning', '14-16']);
      const delivery = await chooseMethod(user, section, method);
      const time = delivery.getByRole('combobox', { name: label });
      expect(
        within(time)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([any, morning, afternoon]);
    },
  );
});
