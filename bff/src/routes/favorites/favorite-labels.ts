import {
  favoriteListResponseSchema,
  isSuccess,
  ok,
  StatusCode,
  type FavoriteLabelsData,
} from '@kakehashi/contracts';
import type { OwnHandlers } from '../../platform/api/api-router';
import type { ResultMapper } from '../../platform/api/result-mapper';
import type { MemberMutex } from '../follows/member-mutex';
import type { SessionPort } from '../../platform/session/session-port';
import type { UpstreamGateway } from '../../platform/upstream/upstream-gateway';
import type { UpstreamOutcome } from '../../platform/upstream/upstream-http';

type Deps = {
  gateway: UpstreamGateway;
  results: ResultMapper;
  mutex: MemberMutex;
  /** How long one refiling may hold the member's lock (outlives its upstream calls). */
  lockTtlMs: number;
};

const succeeded = (outcome: UpstreamOutcome) =>
  outcome.kind === 'response' && isSuccess(outcome.status as string);

/** The toggle's answer: whether the call added (true) or removed (false) the SKU. */
const added = (outcome: UpstreamOutcome): boolean | undefined =>
  succeeded(outcome) && outcome.kind === 'response'
    ? (outcome.data as { added?: boolean } | null)?.added
    : undefined;

/**
 * Files one favourite under labels (docs/rules/lists-and-requests.md#favourite-labels). The
 * upstream keeps a favourite's labels only from the `addDelete` that added it, so the BFF removes
 * the favourite and adds it again with the new labels (and its option), under the member's lock so
 * two tabs refiling at once do not interleave. If the second call fails, the favourite is put back
 * with its old labels: a failed refiling never loses the product.
 */
export const favoriteLabelHandlers = (deps: Deps): Pick<OwnHandlers, 'member/favorite/labels'> => {
  const lockKey = (session: SessionPort) =>
    `favorites:${session.current()?.tokens?.userId ?? session.id ?? 'anonymous'}`;

  const refile: OwnHandlers['member/favorite/labels'] = ({ session, body }) =>
    deps.mutex(lockKey(session), deps.lockTtlMs, async () => {
      const read = await deps.gateway.call(session, 'member/favorite/list', {
        offset: 0,
        limit: 200,
      });
      if (!succeeded(read) || read.kind !== 'response')
        return deps.results.fromOutcome(session, read);
      const list = favoriteListResponseSchema.safeParse(read.data);
      const entry = list.success
        ? list.data.favorites.find((f) => f.skuId === body.skuId)
        : undefined;
      // Only a product that is a favourite can be filed: labels never add one by themselves.
      if (!entry)
        return deps.results.own(StatusCode.notFound, session.language, {
          errors: [{ name: 'skuId', value: body.skuId }],
        });
      if (sameLabels(entry.labels, body.labels))
        return { result: ok<FavoriteLabelsData>({ ...body }), httpStatus: 200 };

      const removal = await deps.gateway.call(session, 'member/favorite/addDelete', {
        skuId: body.skuId,
      });
      if (added(removal) !== false) return deps.results.fromOutcome(session, removal);
      const option = entry.option ?? undefined;
      const addWith = (labels: string[]) =>
        deps.gateway.call(session, 'member/favorite/addDelete', {
          skuId: body.skuId,
          option,
          labels,
        });
      let addition = await addWith(body.labels);
      // The heart in another tab added it back in between: that call removed it, add it again.
      if (added(addition) === false) addition = await addWith(body.labels);
      if (added(addition) === true)
        return { result: ok<FavoriteLabelsData>({ ...body }), httpStatus: 200 };
      await addWith(entry.labels);
      return deps.results.fromOutcome(session, addition);
    });

  return { 'member/favorite/labels': refile };
};

const sameLabels = (a: string[], b: string[]) =>
  a.length === b.length && a.every((label, i) => label === b[i]);
