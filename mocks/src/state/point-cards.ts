import { UpstreamStatus } from '@kakehashi/contracts';
import { findPointCard, type PointCard } from '../seed/linked-services';
import type { Member } from './members';
import type { MockState } from './store';

/** The card the member has linked, if any (member information's external_point). */
export const linkedCardOf = (member: Member): PointCard | undefined => {
  const point = member.buyer.external_point as { card_member_no?: string } | undefined;
  return point?.card_member_no ? findPointCard(point.card_member_no) : undefined;
};

/**
 * Whether a card may be linked to this member (docs/rules/linked-services.md#points-card): a
 * `status` says why not. An unknown number or a wrong PIN names no card; a card someone else holds
 * comes with its `status` and the card, whose points `canMerge` still shows.
 */
export type PointCardVerdict =
  | { card: PointCard; status?: typeof UpstreamStatus.pointCardTaken }
  | { card?: undefined; status: typeof UpstreamStatus.pointCardInvalid };

export const pointCardVerdict = (
  state: MockState,
  member: Member,
  no: string,
  pin: string | undefined,
): PointCardVerdict => {
  const card = findPointCard(no);
  if (!card || card.pin_cd !== pin) return { status: UpstreamStatus.pointCardInvalid };
  const holder = state.pointCardHolders.get(card.card_member_no);
  if (card.heldElsewhere || (holder && holder !== member.id))
    return { card, status: UpstreamStatus.pointCardTaken };
  return { card };
};
