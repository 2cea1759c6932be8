import { screen, within } from '@testing-library/react';
import { checkoutParty, stepsSaved } from '@/testing/checkout-fixtures';
import { renderApp } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// docs/rules/cart-and-checkout.md#coupons: a percentage coupon with a maximum says it wherever it
// is described — the held coupons offered, the applied coupon and the summary — or a ¥5,000
// discount on a ¥4,000,000 order reads as a wrong 10 %; an applied coupon whose name already says
// '10% off' is not followed by '10% OFF' again, only by what the name leaves out.
const summaryName = /^(Order summary|ご注文内容)$/;
const line = {
  line_id: '1',
  item: { id: 'i1', code: 'P1', name: '扇子', name_en: 'Fan', skus: { id: 's1' } },
  order_quantity: 500,
  sell_price_tax_included: 8_000,
  tax_rate: 10,
  subtotal: 4_000_000,
  options: [],
};
const welcome = {
  id: '1',
  code: 'WELCOME10',
  name: '10% off for new members',
  incentive_value_type: 'percent' as const,
  incentive_value: 10,
  maximum_discount_pirce: 5000,
};
const sample = { ...welcome, id: '3', code: 'SAMPLE', name: 'Sample', maximum_discount_pirce: 0 };
const order = {
  purchaser: checkoutParty,
  reciever: checkoutParty,
  delivery_units: [{ delivery_unit_no: 1, delivery_method: null, lines: [line] }],
  issued_coupons: [{ secret: 's-1', discount_amount: 5000, coupon: welcome }],
  subtotal: 4_000_000,
  total_price: 3_995_000,
  taxes: [{ tax_rate: 10, price_tax_included: 3_995_000, tax: 363_181 }],
  completed: stepsSaved({ purchaser: true, reciever: true, coupon: true }),
};
const api = (applied = welcome) =>
  createFakeApi({
    'POST /order/get': ok({
      order: { ...order, issued_coupons: [{ ...order.issued_coupons[0], coupon: applied }] },
    }),
    'POST /order/selections/delivery': ok({ delivery_methods: [] }),
    'POST /order/selections/payment': ok({ payment_profiles: [] }),
    'POST /order/selections/coupon': ok({
      issued_coupons: [
        { secret: 's-1', coupon: welcome },
        { secret: 's-2', coupon: { ...welcome, id: '9', name: 'Spring' } },
        { secret: 's-3', coupon: sample },
      ],
      coupons: [],
    }),
  });

describe('a coupon with a maximum at checkout', () => {
  beforeAll(() => import('../routes/checkout-page'));

  it('says the maximum beside the applied coupon, the offered one and in the summary', async () => {
    renderApp(null, { url: '/checkout', api: api() });
    const step = within(
      (await screen.findByRole('heading', { name: 'Coupon' })).closest('section')!,
    );
    const applied = (await step.findByText('Applied')).closest('li')!;
    expect(applied).toHaveTextContent('Applied 10% off for new members (up to ¥5,000) −¥5,000');
    const yours = await step.findByRole('group', { name: 'Your coupons' });
    expect(within(yours).getByText('10% OFF, up to ¥5,000')).toBeInTheDocument();
    // No maximum (0): the percentage alone.
    expect(within(yours).getByText('10% OFF')).toBeInTheDocument();
    const summary = within(await screen.findByRole('complementary', { name: summaryName }));
    expect(
      summary.getByText((_, el) =>
        el?.tagName === 'DT'
          ? el.textContent === 'Coupon: 10% off for new members (up to ¥5,000)'
          : false,
      ),
    ).toBeInTheDocument();
  });

  it('gives the value after a name that does not say it, once', async () => {
    renderApp(null, { url: '/checkout', api: api({ ...welcome, name: 'Spring' }) });
    const step = within(
      (await screen.findByRole('heading', { name: 'Coupon' })).closest('section')!,
    );
    expect((await step.findByText('Applied')).closest('li')).toHaveTextContent(
      'Applied Spring · 10% OFF, up to ¥5,000 −¥5,000',
    );
  });

  it('says it in Japanese on a Japanese page', async () => {
    renderApp(null, {
      url: '/checkout',
      api: api({ ...welcome, name: '新規会員10%オフ' }),
      session: { language: 'jp' },
      locale: 'jp',
    });
    const step = within(
      (await screen.findByRole('heading', { name: 'クーポン' })).closest('section')!,
    );
    expect((await step.findByText('適用中')).closest('li')).toHaveTextContent(
      /^適用中 新規会員10%オフ（上限5,000円） −5,000円$/,
    );
    const summary = within(await screen.findByRole('complementary', { name: summaryName }));
    expect(
      summary.getByText((_, el) =>
        el?.tagName === 'DT'
          ? el.textContent === 'クーポン：新規会員10%オフ（上限5,000円）'
          : false,
      ),
    ).toBeInTheDocument();
  });
});
