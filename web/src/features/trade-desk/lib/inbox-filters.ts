import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { requestKinds, type RequestKind } from '@kakehashi/contracts/web';

/** docs/rules/trade-desk.md#request-inbox: requests per page of the inbox. */
export const inboxPageSize = 20;

export type InboxFilters = { kind?: RequestKind; supplierId?: string; page: number };

const kindOf = (text: string | null): RequestKind | undefined =>
  (requestKinds as readonly string[]).includes(text ?? '') ? (text as RequestKind) : undefined;

/**
 * The inbox's filters live in the URL (`?kind=quote&supplier=5001&page=2`), so back, reload and
 * a shared link keep them; changing a filter starts again at page 1.
 */
export const useInboxFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<InboxFilters>(
    () => ({
      kind: kindOf(params.get('kind')),
      supplierId: params.get('supplier') || undefined,
      page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    }),
    [params],
  );
  const hrefFor = useCallback(
    (next: Partial<InboxFilters>) => {
      const merged = { ...filters, page: 1, ...next };
      const query = new URLSearchParams();
      if (merged.kind) query.set('kind', merged.kind);
      if (merged.supplierId) query.set('supplier', merged.supplierId);
      if (merged.page > 1) query.set('page', String(merged.page));
      const text = query.toString();
      return text ? `?${text}` : '';
    },
    [filters],
  );
  const change = useCallback(
    (next: Partial<InboxFilters>) => setParams(new URLSearchParams(hrefFor(next).slice(1))),
    [hrefFor, setParams],
  );
  return { filters, hrefFor, change };
};
