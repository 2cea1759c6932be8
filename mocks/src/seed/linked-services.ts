import { multilingual } from '../http/multilingual';
/**
 * The external points programme and the organisations a buyer may link
 * (docs/rules/linked-services.md; demo data listed in mocks/README.md#linked-services).
 */
export type PointCard = {
  card_member_no: string;
  pin_cd: string;
  /** A member of another shop already holds it: `canMerge` answers false. */
  heldElsewhere: boolean;
  base_grant_point: number;
  special_grant_point: number;
  history: { occurred_at: string; point: number; reason: string }[];
};

export const pointCards: readonly PointCard[] = [
  {
    card_member_no: 'KP20260001',
    pin_cd: '4826',
    heldElsewhere: false,
    base_grant_point: 1200,
    special_grant_point: 300,
    history: [
      {
        occurred_at: '2026-04-02T01:00:00.000Z',
        point: 800,
        reason: multilingual('展示会でのご購入', 'Trade fair purchase'),
      },
      {
        occurred_at: '2026-06-18T05:30:00.000Z',
        point: 400,
        reason: multilingual('提携店でのご購入', 'Partner store purchase'),
      },
      {
        occurred_at: '2026-08-01T00:00:00.000Z',
        point: 300,
        reason: multilingual('夏のボーナスポイント', 'Summer bonus'),
      },
      {
        occurred_at: '2026-09-12T03:15:00.000Z',
        point: -200,
        reason: multilingual('ご利用', 'Redeemed'),
      },
      {
        occurred_at: '2026-10-20T08:00:00.000Z',
        point: 200,
        reason: multilingual('提携店でのご購入', 'Partner store purchase'),
      },
    ],
  },
  {
    card_member_no: 'KP20260002',
    pin_cd: '1357',
    heldElsewhere: true,
    base_grant_point: 50,
    special_grant_point: 0,
    history: [],
  },
  {
    card_member_no: 'KP20260003',
    pin_cd: '2468',
    heldElsewhere: false,
    base_grant_point: 0,
    special_grant_point: 0,
    history: [],
  },
];

export const findPointCard = (no: string): PointCard | undefined =>
  pointCards.find((c) => c.card_member_no.toUpperCase() === no.toUpperCase());

/** Points the programme grants on an item: 1 % of the price, doubled during an event. */
export const itemGrant = (price: number, eventCode: string | undefined) => {
  const base = Math.floor(price / 100);
  const special = eventCode ? base : 0;
  return { base_grant_point: base, special_grant_point: special, effective_point: base + special };
};

/** The association the demo buyer belongs to from the start (state/store.ts). */
export const demoBuyerAssociation = {
  organization_code: 'pfia',
  name: 'Pacific Food Importers Association',
};

/** Trade bodies and buyers' associations a member may say they belong to. */
export const organizations: readonly { organization_code: string; name: string }[] = [
  demoBuyerAssociation,
  { organization_code: 'eu-jp-trade', name: 'EU–Japan Trade Circle' },
  { organization_code: 'nordic-design', name: 'Nordic Design Buyers Guild' },
];
