import { UpstreamStatus } from '@kakehashi/contracts';
import { lifetimes } from '../http/options';
import { failure, invalid, notFound, success } from '../http/upstream-result';
import type { Mount } from '../http/route';
import { itemGrant, organizations, type PointCard } from '../seed/linked-services';
import type { Member } from '../state/members';
import { linkedCardOf, pointCardVerdict } from '../state/point-cards';
import type { MockState } from '../state/store';
import { randomToken } from '../state/tokens';

const balanceOf = (card: PointCard) => ({
  base_grant_point: card.base_grant_point,
  special_grant_point: card.special_grant_point,
  effective_point: card.base_grant_point + card.special_grant_point,
});

/**
 * The external points programme and external organisations (docs/upstream.md#linked-services).
 * Linking itself is `member/information/update {externalPoint}` (member-account.ts).
 */
export const linkedServiceRoutes = (mount: Mount): void => {
  mount('externalPoint/canMerge', ({ body, state, member }) => {
    const verdict = pointCardVerdict(state, member, body.card_member_no, body.pin_cd);
    if (!verdict.card)
      return failure(verdict.status, {
        errors: [{ name: 'pin_cd', value: 'card number or PIN incorrect' }],
      });
    // A card someone else holds still shows its points, with can_merge false.
    return success({ ...balanceOf(verdict.card), can_merge: !verdict.status });
  });

  mount('externalPoint/unlink', ({ body, state, member }) => {
    if (body.password !== member.password)
      return failure(UpstreamStatus.passwordMismatch, {
        errors: [{ name: 'password', value: 'incorrect' }],
      });
    const card = linkedCardOf(member);
    if (!card) return failure(UpstreamStatus.pointCardNotLinked);
    state.pointCardHolders.delete(card.card_member_no);
    const { email_dm_unnecessary_flg } = (member.buyer.external_point ?? {}) as Record<
      string,
      unknown
    >;
    member.buyer.external_point = { email_dm_unnecessary_flg: email_dm_unnecessary_flg ?? '1' };
    return success({});
  });

  mount('externalPoint/history/get', ({ body, member }) => {
    const card = linkedCardOf(member);
    if (!card) return failure(UpstreamStatus.pointCardNotLinked);
    const ordered = [...card.history].sort((a, b) => a.occurred_at.localeCompare(b.occurred_at));
    if (body.sort === 'desc') ordered.reverse();
    return success({
      card_member_no: card.card_member_no,
      balance: balanceOf(card),
      histories: ordered.slice(body.start_no - 1, body.end_no),
      hit: ordered.length,
    });
  });

  mount('items/externalPoint/get', ({ body, state }) =>
    state.seed.products.some((p) => p.code === body.itemCode)
      ? success(itemGrant(body.price, body.eventCode))
      : notFound('itemCode'),
  );

  const listOf = (state: MockState, member: Member) => state.organizations.get(member.id) ?? [];

  mount('externalOrganizations/list', ({ state, member }) => {
    const mine = listOf(state, member);
    const linked = new Set(mine.map((o) => o.organization_code));
    return success({
      organizations: mine,
      joinable: organizations.filter((o) => !linked.has(o.organization_code)),
    });
  });

  mount('externalOrganizations/put', ({ body, state, member, nowMs }) => {
    const known = organizations.find((o) => o.organization_code === body.organization_code);
    if (!known) return notFound('organization_code');
    const mine = listOf(state, member);
    if (mine.some((o) => o.organization_code === known.organization_code))
      return failure(UpstreamStatus.organizationLinked, {
        errors: [{ name: 'organization_code', value: 'already linked' }],
      });
    state.organizations.set(member.id, [
      ...mine,
      { ...known, member_no: body.member_no, linked_at: new Date(nowMs).toISOString() },
    ]);
    return success({});
  });

  mount('externalOrganizations/delete', ({ body, state, member }) => {
    const mine = listOf(state, member);
    const rest = mine.filter((o) => o.organization_code !== body.organization_code);
    if (rest.length === mine.length) return notFound('organization_code');
    state.organizations.set(member.id, rest);
    return success({});
  });

  // The organisation's own site would exchange the token; nothing here reads it back.
  mount('externalOrganizations/tokenGet', ({ body, state, member, nowMs }) => {
    if (!listOf(state, member).some((o) => o.organization_code === body.organization_code))
      return invalid([{ name: 'organization_code', value: 'not linked' }]);
    const expiresAt = nowMs + lifetimes.organizationTokenS * 1000;
    return success({
      token: randomToken('org'),
      expires_at: new Date(expiresAt).toISOString(),
      ...(body.state ? { state: body.state } : {}),
    });
  });
};
