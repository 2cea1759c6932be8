import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '@/shared/ui/error-notice';
import { TextSkeleton } from '@/shared/ui/skeleton';

/**
 * A trade-desk list while it loads (a skeleton), when it failed (the BFF's message and "Try
 * again"), else the content made from its data.
 */
export function LoadState<T>({
  query,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  /** Said when the failure has no message of its own. */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <TextSkeleton lines={5} />;
  if (query.isError)
    return <LoadError error={query.error} fallback={failed} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
