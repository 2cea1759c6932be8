import { multilingual } from '../http/multilingual';
/**
 * Coupons (docs/rules/cart-and-checkout.md#coupons): percent, absolute, 100 %, member-only, usable
 * without login, exhausted.
 */
export type Coupon = {
  id: string;
  code: string;
  name: string;
  description: string;
  image_url: string | null;
  incentive_class_id: string;
  is_discounted_unit_price: boolean;
  incentive_value_type: 'percent' | 'absolute';
  incentive_value: number;
  maximum_discount_pirce: number | null;
  maximum_use_count: number | null;
  used_count: number;
  maximum_issue_count_per_user: number | null;
  usable_without_login: boolean;
  members_only: boolean;
  usable_begin_at: string | null;
  usable_end_at: string | null;
  /** Secret a member types to issue it (member/coupons/issue {coupon_secret}). */
  secret: string;
  /** Only for products of these categories (absent: every product). */
  category_codes?: string[];
};

const coupon = (
  c: Partial<Coupon> &
    Pick<Coupon, 'id' | 'code' | 'name' | 'incentive_value_type' | 'incentive_value'>,
): Coupon => ({
  description: '',
  image_url: null,
  incentive_class_id: '1',
  is_discounted_unit_price: false,
  maximum_discount_pirce: null,
  maximum_use_count: null,
  used_count: 0,
  maximum_issue_count_per_user: 1,
  usable_without_login: false,
  members_only: true,
  usable_begin_at: '2025-01-01T00:00:00.000Z',
  usable_end_at: '2099-12-31T23:59:59.000Z',
  secret: c.code,
  ...c,
});

export const coupons: readonly Coupon[] = [
  coupon({
    id: '1',
    code: 'WELCOME10',
    name: multilingual('新規会員10%オフ', '10% off for new members'),
    incentive_value_type: 'percent',
    incentive_value: 10,
    maximum_discount_pirce: 5000,
  }),
  coupon({
    id: '2',
    code: 'SAVE1000',
    name: multilingual('1,000円引き', '¥1,000 off'),
    incentive_value_type: 'absolute',
    incentive_value: 1000,
  }),
  coupon({
    id: '3',
    code: 'SAMPLEFREE',
    name: multilingual('サンプル無料', 'Free sample'),
    incentive_value_type: 'percent',
    incentive_value: 100,
    maximum_issue_count_per_user: 3,
  }),
  coupon({
    id: '4',
    code: 'GUEST500',
    name: multilingual('どなたでも500円引き', '¥500 off for everyone'),
    incentive_value_type: 'absolute',
    incentive_value: 500,
    usable_without_login: true,
    members_only: false,
    maximum_issue_count_per_user: null,
  }),
  coupon({
    id: '5',
    code: 'SOLDOUT20',
    name: multilingual('先着20%オフ（終了）', '20% off, fully used'),
    incentive_value_type: 'percent',
    incentive_value: 20,
    maximum_use_count: 100,
    used_count: 100,
  }),
  coupon({
    id: '6',
    code: 'EXPIRED5',
    name: multilingual('期限切れ5%オフ', 'Expired 5% off'),
    incentive_value_type: 'percent',
    incentive_value: 5,
    usable_end_at: '2024-12-31T23:59:59.000Z',
  }),
  coupon({
    id: '7',
    code: 'SAKE15',
    name: multilingual('日本酒15%オフ', '15% off sake'),
    description: multilingual(
      '日本酒カテゴリーの商品に使えます。',
      'For products in the Sake category.',
    ),
    incentive_value_type: 'percent',
    incentive_value: 15,
    category_codes: ['food-sake'],
  }),
];
