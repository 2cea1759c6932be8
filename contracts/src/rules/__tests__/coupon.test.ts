import { couponRefusalMessage, couponUsability, type CouponRefusal } from '../coupon-usability';
import { couponValueAfterName, couponValueLabel, isFreeCoupon } from '../coupon-value';

describe('couponUsability (docs/rules/cart-and-checkout.md#coupons)', () => {
  const open = { usable_without_login: true };

  it('is usable with counts below their maximums', () => {
    expect(
      couponUsability(
        {
          maximum_use_count: 10,
          used_count: 9,
          maximum_issue_count_per_user: 2,
          issued_count_for_user: 1,
        },
        true,
      ),
    ).toEqual({ usable: true });
  });

  it('treats a maximum of 0 or null as no maximum', () => {
    expect(
      couponUsability(
        {
          maximum_use_count: 0,
          used_count: 1000,
          maximum_issue_count_per_user: null,
          issued_count_for_user: 50,
        },
        true,
      ),
    ).toEqual({ usable: true });
  });

  it('refuses once the coupon-wide maximum is reached', () => {
    expect(couponUsability({ maximum_use_count: 10, used_count: 10 }, true)).toEqual({
      usable: false,
      reason: 'maxUseReached',
    });
  });

  it('refuses once this member reached the per-member maximum', () => {
    expect(
      couponUsability({ maximum_issue_count_per_user: 1, issued_count_for_user: 1 }, true),
    ).toEqual({ usable: false, reason: 'perMemberMaxReached' });
  });

  it('refuses non-members unless the coupon is usable without login', () => {
    expect(couponUsability({}, false)).toEqual({ usable: false, reason: 'membersOnly' });
    expect(couponUsability(open, false)).toEqual({ usable: true });
    expect(
      couponUsability(
        { ...open, maximum_issue_count_per_user: 1, issued_count_for_user: 1 },
        false,
      ),
    ).toEqual({ usable: true });
  });

  it('asks a non-member to sign in before reporting counts', () => {
    expect(couponUsability({ maximum_use_count: 1, used_count: 1 }, false)).toEqual({
      usable: false,
      reason: 'membersOnly',
    });
  });

  it('refuses a missing coupon detail', () => {
    expect(couponUsability(null, true)).toEqual({ usable: false, reason: 'notUsable' });
  });

  it('has a message in both languages for every refusal', () => {
    const reasons: CouponRefusal[] = [
      'notUsable',
      'maxUseReached',
      'perMemberMaxReached',
      'membersOnly',
    ];
    for (const reason of reasons) {
      expect(couponRefusalMessage('jp', reason)).toMatch(/[ぁ-んァ-ン一-龯]/);
      expect(couponRefusalMessage('en', reason)).toMatch(/^[\x20-\x7E]+$/);
    }
    expect(couponRefusalMessage('jp', 'maxUseReached')).toContain('これ以上発行できません');
    expect(couponRefusalMessage('jp', 'membersOnly')).toContain('会員以外');
  });
});

describe('coupon value (docs/rules/cart-and-checkout.md#coupons: a 100 percent coupon shows as free)', () => {
  it('shows a 100 percent coupon as free', () => {
    const free = { incentive_value_type: 'percent', incentive_value: 100 } as const;
    expect(isFreeCoupon(free)).toBe(true);
    expect(couponValueLabel(free, 'en')).toBe('Free');
    expect(couponValueLabel(free, 'jp')).toBe('無料');
  });

  it('shows other percentages and absolute amounts as the discount', () => {
    expect(isFreeCoupon({ incentive_value_type: 'percent', incentive_value: 99 })).toBe(false);
    expect(couponValueLabel({ incentive_value_type: 'percent', incentive_value: 15 }, 'en')).toBe(
      '15% OFF',
    );
    expect(couponValueLabel({ incentive_value_type: 'absolute', incentive_value: 100 }, 'en')).toBe(
      '¥100 OFF',
    );
    expect(
      couponValueLabel({ incentive_value_type: 'absolute', incentive_value: 1500 }, 'jp'),
    ).toBe('1,500円引き');
  });

  // The most a percentage takes off is part of its value: '10% OFF −¥5,000' on a large order
  // otherwise reads as a wrong discount.
  it('says the maximum of a percentage coupon, in each language', () => {
    const capped = {
      incentive_value_type: 'percent',
      incentive_value: 10,
      maximum_discount_pirce: 5000,
    } as const;
    expect(couponValueLabel(capped, 'en')).toBe('10% OFF, up to ¥5,000');
    expect(couponValueLabel(capped, 'jp')).toBe('10%オフ（上限5,000円）');
    expect(couponValueLabel({ ...capped, incentive_value: 100 }, 'jp')).toBe('無料（上限5,000円）');
    // 0 or none: no maximum; an absolute amount is its own maximum.
    expect(couponValueLabel({ ...capped, maximum_discount_pirce: 0 }, 'en')).toBe('10% OFF');
    expect(couponValueLabel({ ...capped, maximum_discount_pirce: null }, 'en')).toBe('10% OFF');
    expect(
      couponValueLabel(
        { incentive_value_type: 'absolute', incentive_value: 500, maximum_discount_pirce: 300 },
        'en',
      ),
    ).toBe('¥500 OFF');
  });

  it('does not take a 100 yen absolute coupon as free', () => {
    expect(isFreeCoupon({ incentive_value_type: 'absolute', incentive_value: 100 })).toBe(false);
  });
});

describe('couponValueAfterName (docs/rules/cart-and-checkout.md#coupons: the value once)', () => {
  const percent = { incentive_value_type: 'percent', incentive_value: 10 } as const;
  const capped = { ...percent, maximum_discount_pirce: 5000 };
  const yen = { incentive_value_type: 'absolute', incentive_value: 1000 } as const;
  const free = { incentive_value_type: 'percent', incentive_value: 100 } as const;

  it('adds nothing the name already says, only the maximum it leaves out', () => {
    expect(couponValueAfterName('10% off for new members', capped, 'en')).toBe(' (up to ¥5,000)');
    expect(couponValueAfterName('新規会員10%オフ', capped, 'jp')).toBe('（上限5,000円）');
    expect(couponValueAfterName('新規会員１０％オフ', capped, 'jp')).toBe('（上限5,000円）');
    expect(couponValueAfterName('10 % off', percent, 'en')).toBe('');
    expect(couponValueAfterName('¥1,000 off', yen, 'en')).toBe('');
    expect(couponValueAfterName('1,000円引き', yen, 'jp')).toBe('');
    expect(couponValueAfterName('Free sample', free, 'en')).toBe('');
    expect(couponValueAfterName('サンプル無料', free, 'jp')).toBe('');
  });

  it('gives the whole value after a name that does not say it', () => {
    expect(couponValueAfterName('Spring', capped, 'en')).toBe(' · 10% OFF, up to ¥5,000');
    expect(couponValueAfterName('春のキャンペーン', capped, 'jp')).toBe('・10%オフ（上限5,000円）');
    // 110% or ¥10,000 is not 10% or ¥1,000.
    expect(couponValueAfterName('110% deal', percent, 'en')).toBe(' · 10% OFF');
    expect(couponValueAfterName('¥10,000 off', yen, 'en')).toBe(' · ¥1,000 OFF');
    expect(couponValueAfterName('Sample', free, 'en')).toBe(' · Free');
  });

  it('says nothing when the answer does not give the value', () => {
    expect(couponValueAfterName('Spring', { incentive_value_type: 'percent' }, 'en')).toBe('');
    expect(couponValueAfterName('Spring', null, 'en')).toBe('');
  });
});
