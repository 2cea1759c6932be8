// The days a delivery method offers (docs/upstream.md#cart-and-order, delivery_date_selections):
// counted from the shop's next order-processing day in Tokyo, two weeks of them, none for letter
// post, working days only for freight; order/setDelivery takes only an offered day.
import { deliveryDaysFor, offeredDayCount, processesOrders } from '../checkout/delivery-dates';
import { manualClock, mockClient } from '../testing/mock-client';
import { plainSku, testParty } from '../testing/shop-order';

/** A Tokyo wall-clock moment as epoch milliseconds. */
const tokyo = (iso: string) => Date.parse(`${iso}+09:00`);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe('deliveryDaysFor', () => {
  it('counts from the next order-processing day plus the transit days, two weeks of days', () => {
    // Thursday 26 Nov 2026: ships Friday the 27th, standard delivery takes two days.
    const days = deliveryDaysFor('STANDARD', tokyo('2026-11-26T10:00:00'));
    expect(days).toHaveLength(offeredDayCount);
    expect(days[0]).toBe('2026-11-29');
    expect(days.at(-1)).toBe('2026-12-12');
    expect(deliveryDaysFor('COOL', tokyo('2026-11-26T10:00:00'))[0]).toBe('2026-11-29');
  });

  it("reads today in Tokyo, not in the server's zone", () => {
    // 16:00 UTC on the 26th is 01:00 on Friday the 27th in Tokyo: it ships on Monday the 30th.
    expect(deliveryDaysFor('STANDARD', Date.parse('2026-11-26T16:00:00Z'))[0]).toBe('2026-12-02');
    expect(deliveryDaysFor('STANDARD', Date.parse('2026-11-26T14:59:00Z'))[0]).toBe('2026-11-29');
  });

  it('brings freight on working days only, five days after it ships', () => {
    const days = deliveryDaysFor('FREIGHT', tokyo('2026-11-26T10:00:00'));
    expect(days).toHaveLength(offeredDayCount);
    expect(days[0]).toBe('2026-12-02');
    expect(days.map(weekday).filter((d) => d === 0 || d === 6)).toEqual([]);
  });

  it('offers no day for letter post, which goes into the letterbox whenever it arrives', () => {
    expect(deliveryDaysFor('POST_MAIL', tokyo('2026-11-26T10:00:00'))).toEqual([]);
  });

  it('skips the new-year break for shipping and for delivery', () => {
    // Saturday 26 Dec: the shop works again on Monday the 28th, then not until 4 January.
    const days = deliveryDaysFor('STANDARD', tokyo('2026-12-26T12:00:00'));
    expect(days[0]).toBe('2027-01-04');
    expect(days.filter((d) => d >= '2026-12-29' && d <= '2027-01-03')).toEqual([]);
    expect(processesOrders(2026, 12, 28)).toBe(true);
    expect(processesOrders(2026, 12, 29)).toBe(false);
    expect(processesOrders(2027, 1, 4)).toBe(true);
  });
});

describe('order/selections/delivery and order/setDelivery', () => {
  /** An open order of one product of the given business type, at Thursday 26 Nov 2026 10:00 Tokyo. */
  const orderOf = async (businessType: 'food' | 'machines') => {
    const clock = manualClock(tokyo('2026-11-26T10:00:00'));
    const c = await mockClient({ now: clock.now });
    await c.signIn();
    const { cart_code } = (await c.call('cart/create')).data;
    const sku = plainSku(c, (p) => p.custom.businessType === businessType);
    const added = await c.call('cart/add', {
      cart_code,
      items: [{ item: { skus: { id: sku } }, order_quantity: 1 }],
    });
    expect(added.status).toBe('E000-000');
    const { order } = (await c.call('order/create', { cart_code })).data;
    await c.call('order/setPurchaser', { orderId: order.orderId, purchaser: testParty });
    await c.call('order/setReciever', { orderId: order.orderId, reciever: testParty });
    const methods = (
      await c.call('order/selections/delivery', { orderId: order.orderId, deliveryUnitNo: 1 })
    ).data.delivery_methods as { id: string; code: string; delivery_date_selections: string[] }[];
    return { c, orderId: order.orderId as string, methods };
  };

  it('lists the days each method offers and keeps the one chosen', async () => {
    const { c, orderId, methods } = await orderOf('food');
    const standard = methods.find((m) => m.code === 'STANDARD')!;
    expect(standard.delivery_date_selections[0]).toBe('2026-11-29');
    expect(standard.delivery_date_selections).toHaveLength(offeredDayCount);
    const chosen = standard.delivery_date_selections[3]!;
    const set = await c.call('order/setDelivery', {
      orderId,
      deliveryUnitNo: 1,
      deliveryMethod: { id: standard.id, delivery_date: chosen },
    });
    expect(set.status).toBe('E000-000');
    expect(set.data.order.delivery_units[0].delivery_method.delivery_date).toBe(chosen);
  });

  it('refuses a day the method does not offer, naming the field', async () => {
    const { c, orderId, methods } = await orderOf('food');
    const standard = methods.find((m) => m.code === 'STANDARD')!;
    for (const day of ['2026-11-27', '2027-03-01', 'tomorrow']) {
      const set = await c.call('order/setDelivery', {
        orderId,
        deliveryUnitNo: 1,
        deliveryMethod: { id: standard.id, delivery_date: day },
      });
      expect(set.status).toBe('E000-010');
      expect(set.data.errors).toEqual([
        { name: 'deliveryMethod.delivery_date', value: 'not offered' },
      ]);
    }
  });

  it('needs a day for freight, which requires one, and takes a working day', async () => {
    const { c, orderId, methods } = await orderOf('machines');
    const freight = methods.find((m) => m.code === 'FREIGHT')!;
    const without = await c.call('order/setDelivery', {
      orderId,
      deliveryUnitNo: 1,
      deliveryMethod: { id: freight.id },
    });
    expect(without.status).toBe('E000-010');
    expect(without.data.errors).toEqual([
      { name: 'deliveryMethod.delivery_date', value: 'required' },
    ]);
    const set = await c.call('order/setDelivery', {
      orderId,
      deliveryUnitNo: 1,
      deliveryMethod: { id: freight.id, delivery_date: freight.delivery_date_selections[0] },
    });
    expect(set.status).toBe('E000-000');
  });
});
