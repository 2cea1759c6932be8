import { itemSchema } from '../items';
import { orderHistoryGetResponseSchema } from '../member-responses';
import { pointHistoryResponseSchema } from '../responses';

// Answers carry only what their contract names (unknown keys are stripped on the way to the
// browser, docs/security.md), so what a screen shows or decides by must be named here.
describe('answers keep what the screens read', () => {
  it("keeps an item's purchase and reserve-order periods, which decide what Add to cart offers", () => {
    const periods = {
      purchase_period_begin: '2099-04-01T00:00:00.000Z',
      purchase_period_end: null,
      reserve_order_period_begin: '2026-01-01T00:00:00.000Z',
      reserve_order_period_end: null,
    };
    const parsed = itemSchema.parse({ id: 'i1', code: 'P1', name: '煎茶', skus: [], ...periods });
    expect(parsed).toMatchObject(periods);
  });

  it("keeps an item's tax rate, which the retail price in Japan is taxed at", () => {
    const item = { id: 'i1', code: 'P1', name: '煎茶', skus: [] };
    expect(itemSchema.parse({ ...item, tax_rate: 10 }).tax_rate).toBe(10);
    expect(itemSchema.parse(item).tax_rate).toBeUndefined();
  });

  it("keeps an order's payment fee, which the order detail's totals add", () => {
    const parsed = orderHistoryGetResponseSchema.parse({
      order: {
        order_number: 'KK00000003',
        payment_status: 'unpaid',
        total_price: 5730,
        payment_profile: { id: '3', code: 'COD', name: 'Cash on delivery', payment_fee: 330 },
      },
    });
    expect(parsed.order.payment_profile?.payment_fee).toBe(330);
  });

  it('keeps the amount and reason of each point-history entry, and nothing else', () => {
    const parsed = pointHistoryResponseSchema.parse({
      point_histories: [
        {
          order_number: null,
          occurred_at: '2026-11-20T03:00:00.000Z',
          details: [{ point_amount: -50, reason: 'Used on an order', internal_ledger_id: 'L9' }],
        },
      ],
      hit: 1,
    });
    expect(parsed.point_histories[0]?.details).toEqual([
      { point_amount: -50, reason: 'Used on an order' },
    ]);
  });
});
