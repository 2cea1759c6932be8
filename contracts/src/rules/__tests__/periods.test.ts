import { isPurchasable, isSaleActive, isWithinPeriod, purchaseWindow } from '../periods';

const now = '2026-11-22T12:00:00+09:00';

describe('isWithinPeriod', () => {
  it('includes both bounds', () => {
    expect(isWithinPeriod({ begin: now, end: now }, now)).toBe(true);
    expect(isWithinPeriod({ begin: '2026-11-22T12:00:00.001+09:00' }, now)).toBe(false);
    expect(isWithinPeriod({ end: '2026-11-22T11:59:59.999+09:00' }, now)).toBe(false);
  });

  it('treats a missing bound as open', () => {
    expect(isWithinPeriod({}, now)).toBe(true);
    expect(isWithinPeriod({ begin: null, end: '2026-12-01' }, now)).toBe(true);
    expect(isWithinPeriod({ begin: '2026-01-01', end: undefined }, now)).toBe(true);
    expect(isWithinPeriod({ begin: '', end: '' }, now)).toBe(true);
  });

  it('reads zoneless bounds as Tokyo time whatever the machine zone', () => {
    // 2026-11-22 00:00 Tokyo is 2026-11-21 15:00 UTC.
    expect(isWithinPeriod({ begin: '2026-11-22' }, '2026-11-21T15:00:00Z')).toBe(true);
    expect(isWithinPeriod({ begin: '2026-11-22' }, '2026-11-21T14:59:59Z')).toBe(false);
  });

  it('is false when now cannot be read', () => {
    expect(isWithinPeriod({}, 'soon')).toBe(false);
  });
});

describe('purchaseWindow and isPurchasable (docs/rules/cart-and-checkout.md#purchase-and-reserve-periods)', () => {
  const future = { purchase_period_begin: '2026-12-01', purchase_period_end: '2026-12-31' };

  it('is purchasable with no periods at all', () => {
    expect(purchaseWindow({}, now)).toBe('purchase');
    expect(isPurchasable({}, now)).toBe(true);
  });

  it('is purchasable inside the purchase period', () => {
    expect(
      purchaseWindow(
        { purchase_period_begin: '2026-11-01', purchase_period_end: '2026-11-30' },
        now,
      ),
    ).toBe('purchase');
  });

  it('is a reserve order inside the reserve period before the purchase period', () => {
    const item = {
      ...future,
      reserve_order_period_begin: '2026-11-01',
      reserve_order_period_end: '2026-11-30',
    };
    expect(purchaseWindow(item, now)).toBe('reserve');
    expect(isPurchasable(item, now)).toBe(true);
  });

  it('is not purchasable outside both periods', () => {
    expect(isPurchasable(future, now)).toBe(false);
    const item = {
      ...future,
      reserve_order_period_begin: '2026-11-23',
      reserve_order_period_end: '2026-11-30',
    };
    expect(purchaseWindow(item, now)).toBeNull();
  });

  it('does not let a missing reserve period open every moment', () => {
    expect(purchaseWindow({ reserve_order_period_begin: null, ...future }, now)).toBeNull();
    expect(purchaseWindow({ reserve_order_period_end: '2026-11-30' }, now)).toBe('reserve');
    expect(purchaseWindow({ reserve_order_period_end: '2026-11-01' }, now)).toBeNull();
  });

  it('stops being purchasable after the purchase period ends', () => {
    expect(isPurchasable({ purchase_period_end: '2026-11-21T23:59:59+09:00' }, now)).toBe(false);
  });
});

describe('isSaleActive (docs/rules/cart-and-checkout.md#purchase-and-reserve-periods)', () => {
  it('is active only while now is inside the sale period', () => {
    expect(isSaleActive({ begin: '2026-11-20', end: '2026-11-25' }, now)).toBe(true);
    expect(isSaleActive({ begin: '2026-11-23', end: '2026-11-25' }, now)).toBe(false);
    expect(isSaleActive({ begin: '2026-11-01', end: '2026-11-21' }, now)).toBe(false);
    expect(isSaleActive({}, new Date(now))).toBe(true);
  });
});
