import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { tradeDeskKeys } from '@/shared/trade-desk/query-keys';

// The alerts page's own read (counted again on opening) is in get-fresh-alerts.ts: this module
// loads with the header on the first page (docs/architecture.md#the-first-page), that one with the
// page.

/**
 * How often the header asks for the alert count (docs/rules/trade-desk.md#new-product-alerts): the
 * header stays mounted while the buyer moves between pages, so this is one call per interval (and
 * one per full page load), never one per page view; the BFF counts in the background at most every
 * few minutes and only reads its numbers here.
 */
export const alertCountIntervalMs = 5 * 60_000;

/** `POST /api/alerts/get`: the alerts with a count; `refresh` asks the BFF to count again first. */
export const getAlerts = (refresh: boolean) => callApi('alerts/get', { refresh });

/** The header's number of new products: member only, read once per interval. */
export const useAlertCount = (signedIn: boolean) =>
  useQuery({
    queryKey: tradeDeskKeys.alerts,
    queryFn: () => getAlerts(false),
    enabled: signedIn,
    staleTime: alertCountIntervalMs,
    refetchInterval: alertCountIntervalMs,
    refetchOnMount: false,
    select: (data) => data.total,
  });
