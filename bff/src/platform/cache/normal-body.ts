import type { UpstreamName } from '@kakehashi/contracts';

type Filter = { field: string; value: string; operator?: string };
type FilteredList = { filters?: Filter[]; keyword?: string };

/**
 * News and contents filters in one form (docs/rules/search.md#news-and-contents-filter): entries
 * without a value are dropped (the spec drops them, so they change nothing upstream), `or` in any
 * case is `or` and any other operator `and`, and repeated entries count once in a fixed order —
 * and/or do not depend on order or repetition. An empty list or keyword is the same as none.
 */
const normalFilteredList = (body: FilteredList): FilteredList => {
  const { filters, keyword, ...rest } = body;
  const kept = new Map<string, Filter>();
  for (const filter of filters ?? []) {
    if (filter.value === '') continue;
    const entry = { ...filter, operator: filter.operator?.toLowerCase() === 'or' ? 'or' : 'and' };
    kept.set(JSON.stringify(Object.entries(entry).sort()), entry);
  }
  const sorted = [...kept.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, f]) => f);
  return {
    ...rest,
    ...(sorted.length ? { filters: sorted } : {}),
    ...(keyword ? { keyword } : {}),
  };
};

const normalisers: Partial<Record<UpstreamName, (body: never) => unknown>> = {
  'contents/list': normalFilteredList,
  'news/list': normalFilteredList,
};

/**
 * The body a cached read is keyed on and sent with (docs/security.md#cache-bounds): bodies that
 * mean the same to the upstream become one, so no-op variations cannot each store an entry. The
 * body is the one the contract validated (defaults filled in), so a default given and a default
 * left out are already alike.
 */
export const normalBody = (name: UpstreamName, body: unknown): unknown => {
  const normalise = normalisers[name] as ((body: unknown) => unknown) | undefined;
  return normalise && body && typeof body === 'object' ? normalise(body) : body;
};
