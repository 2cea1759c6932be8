import { isPostDeliveryEligible, offeredDeliveryMethods } from '../post-delivery';

const line = (order_quantity: number, postUpperLimit?: number | string | null) => ({
  order_quantity,
  postUpperLimit,
});

describe('POST_ delivery eligibility (docs/rules/cart-and-checkout.md#post-delivery)', () => {
  it('offers post delivery for one line within the post upper limit and no option group', () => {
    expect(isPostDeliveryEligible({ lines: [line(2, 3)], hasOptionGroup: false })).toBe(true);
    expect(isPostDeliveryEligible({ lines: [line(3, 3)], hasOptionGroup: false })).toBe(true);
    expect(isPostDeliveryEligible({ lines: [line(3, '3')], hasOptionGroup: false })).toBe(true);
  });

  it('withholds it when the quantity is above the limit', () => {
    expect(isPostDeliveryEligible({ lines: [line(4, 3)], hasOptionGroup: false })).toBe(false);
  });

  it('withholds it for zero or several lines', () => {
    expect(isPostDeliveryEligible({ lines: [], hasOptionGroup: false })).toBe(false);
    expect(isPostDeliveryEligible({ lines: [line(1, 5), line(1, 5)], hasOptionGroup: false })).toBe(
      false,
    );
  });

  it('withholds it when the item has no readable post upper limit', () => {
    for (const limit of [undefined, null, '', 'many'])
      expect(isPostDeliveryEligible({ lines: [line(1, limit)], hasOptionGroup: false })).toBe(
        false,
      );
  });

  it('withholds it when there is an option group', () => {
    expect(isPostDeliveryEligible({ lines: [line(1, 5)], hasOptionGroup: true })).toBe(false);
  });

  it('filters only POST_ methods out of the offer', () => {
    const methods = [{ code: 'POST_MAIL' }, { code: 'TRUCK' }, { code: 'XPOST_' }];
    expect(offeredDeliveryMethods(methods, { lines: [line(9, 1)], hasOptionGroup: false })).toEqual(
      [{ code: 'TRUCK' }, { code: 'XPOST_' }],
    );
    expect(offeredDeliveryMethods(methods, { lines: [line(1, 1)], hasOptionGroup: false })).toEqual(
      methods,
    );
  });
});
