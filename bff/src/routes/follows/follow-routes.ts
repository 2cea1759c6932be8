import {
  isSuccess,
  memberUserSchema,
  ok,
  supplierSchema,
  type FollowData,
  type FollowsListData,
} from '@kakehashi/contracts';
import { z } from 'zod';
import type { OwnHandlers } from '../../platform/api/api-router';
import type { Answer, ResultMapper } from '../../platform/api/result-mapper';
import type { SessionPort } from '../../platform/session/session-port';
import type { UpstreamGateway } from '../../platform/upstream/upstream-gateway';
import type { UpstreamOutcome } from '../../platform/upstream/upstream-http';
import type { MemberMutex } from './member-mutex';

type Deps = {
  gateway: UpstreamGateway;
  results: ResultMapper;
  mutex: MemberMutex;
  /** How long one follow change may hold the member's lock (outlives the two upstream calls). */
  lockTtlMs: number;
};

const memberData = z.looseObject({ user: memberUserSchema });
const searchData = z.looseObject({ suppliers: z.array(supplierSchema) });

const succeeded = (outcome: UpstreamOutcome) =>
  outcome.kind === 'response' && isSuccess(outcome.status as string);

/** The followed supplier ids kept in the member's custom field (favorite_companies, docs/rules/lists-and-requests.md#follows). */
const followedIds = (outcome: UpstreamOutcome): string[] | null => {
  if (outcome.kind !== 'response') return null;
  const parsed = memberData.safeParse(outcome.data);
  return parsed.success ? (parsed.data.user.custom?.favorite_companies ?? []) : null;
};

const answer = <T>(data: T): Answer => ({ result: ok(data), httpStatus: 200 });

/**
 * Followed suppliers (docs/rules/lists-and-requests.md#follows). The browser never writes the
 * whole follow list: it asks for one supplier to be added or removed, and the BFF does the
 * read-modify-write of `favorite_companies` under the member's lock, so concurrent follows from
 * two tabs (or two BFF instances) are applied one after the other and all of them stick.
 */
export const followHandlers = (
  deps: Deps,
): Pick<OwnHandlers, 'member/follows/list' | 'member/follows/addDelete'> => {
  const mapped = (session: SessionPort, outcome: UpstreamOutcome) =>
    deps.results.fromOutcome(session, outcome);

  // The route is member-only, so a signed-in record with a user id is there.
  const lockKey = (session: SessionPort) =>
    `follows:${session.current()?.tokens?.userId ?? session.id ?? 'anonymous'}`;

  const addDelete: OwnHandlers['member/follows/addDelete'] = async ({ session, body }) =>
    deps.mutex(lockKey(session), deps.lockTtlMs, async () => {
      const read = await deps.gateway.call(session, 'member/information/get', {});
      const current = succeeded(read) ? followedIds(read) : null;
      if (!current) return mapped(session, read);
      const others = current.filter((id) => id !== body.supplierId);
      // Newest follow first; nothing to write when the list would not change.
      const next = body.follow ? [body.supplierId, ...others] : others;
      if (next.length === current.length && next.every((id, i) => id === current[i]))
        return answer<FollowData>({ followed: body.follow, supplierIds: current });
      const write = await deps.gateway.call(session, 'member/information/update', {
        user: { custom: { favorite_companies: next } },
      });
      if (!succeeded(write)) return mapped(session, write);
      const stored = followedIds(write) ?? next;
      return answer<FollowData>({
        followed: stored.includes(body.supplierId),
        supplierIds: stored,
      });
    });

  // Read under the same lock: a list asked for right after a follow shows that follow.
  const list: OwnHandlers['member/follows/list'] = ({ session, body }) =>
    deps.mutex(lockKey(session), deps.lockTtlMs, () => readList(session, body));

  const readList = async (session: SessionPort, body: { offset: number; limit: number }) => {
    const read = await deps.gateway.call(session, 'member/information/get', {});
    const ids = succeeded(read) ? followedIds(read) : null;
    if (!ids) return mapped(session, read);
    const page = ids.slice(body.offset, body.offset + body.limit);
    if (page.length === 0)
      return answer<FollowsListData>({ supplierIds: ids, suppliers: [], hit: ids.length });
    const search = await deps.gateway.call(session, 'suppliers/search', {
      ids: page,
      offset: 0,
      limit: page.length,
    });
    const found = search.kind === 'response' ? searchData.safeParse(search.data) : null;
    if (!succeeded(search) || !found?.success) return mapped(session, search);
    const byId = new Map(found.data.suppliers.map((s) => [s.id, s]));
    const suppliers = page.flatMap((id) => byId.get(id) ?? []);
    return answer<FollowsListData>({ supplierIds: ids, suppliers, hit: ids.length });
  };

  return { 'member/follows/list': list, 'member/follows/addDelete': addDelete };
};
