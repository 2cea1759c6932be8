import type { Language } from '../http/language';
import { multilingual } from '../http/multilingual';

/** Sales, point campaigns and user ranks (docs/upstream.md#member). */
export const sales = [
  {
    id: '1',
    code: 'SPRING2026',
    name: multilingual('春の輸出応援セール', 'Spring export sale'),
    discount_rate: 5,
    is_discounted_unit_price: true,
    begin_at: '2026-03-01T00:00:00.000Z',
    end_at: '2026-05-31T23:59:59.000Z',
  },
  {
    id: '2',
    code: 'ALWAYS',
    name: multilingual('いつでも割引', 'Everyday discount'),
    discount_rate: 3,
    is_discounted_unit_price: true,
    begin_at: '2025-01-01T00:00:00.000Z',
    end_at: '2099-12-31T23:59:59.000Z',
  },
];

export const pointCampaigns = [
  {
    id: '1',
    name: multilingual('通常ポイント', 'Standard points'),
    issue_at_order: {
      point_amount: { rate_for_item_price: 1, rate_for_item_basic_point: 1 },
      issue_confirm_timing: { trigger: 'shipped', after_days: 7 },
    },
    usable_period: { period_class: 'relative', after_days: 365 },
    exclusive: false,
  },
  {
    id: '2',
    name: multilingual('ポイント2倍週間', 'Double points week'),
    issue_at_order: {
      point_amount: { rate_for_item_price: 2, rate_for_item_basic_point: 1 },
      issue_confirm_timing: { trigger: 'ordered', after_days: 0 },
    },
    usable_period: { period_class: 'fixed', end_at: '2099-12-31T23:59:59.000Z' },
    exclusive: true,
  },
];

/**
 * The campaign every order earns its points by (1 point per ¥100): the order names it in
 * `issue_points.point_campaign`, and its `issue_confirm_timing` says when they are confirmed
 * (docs/rules/cart-and-checkout.md#points).
 */
export const orderPointCampaign = pointCampaigns[0]!;

/** User ranks; the upstream answers one `name`, in the caller's language (see `rankAnswer`). */
export const userRanks = [
  {
    id: '1',
    code: 'regular',
    names: { en: 'Regular', ja: 'レギュラー' },
    point_rate: 1,
    discount_rate: 0,
  },
  {
    id: '2',
    code: 'silver',
    names: { en: 'Silver', ja: 'シルバー' },
    point_rate: 2,
    discount_rate: 2,
  },
  { id: '3', code: 'gold', names: { en: 'Gold', ja: 'ゴールド' }, point_rate: 3, discount_rate: 5 },
];
type UserRank = (typeof userRanks)[number];

/** A rank as the upstream answers it: its name in the language the caller asked for. */
export const rankAnswer = ({ names, ...rank }: UserRank, language: Language) => ({
  ...rank,
  name: names[language],
});
