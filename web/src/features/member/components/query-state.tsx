import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatusCode, UpstreamStatus } from '@kakehashi/contracts/web';
import { hasStatus } from '@/shared/lib/api-error';
import { LoadError } from '@/shared/ui/error-notice';
import { TextSkeleton } from '@/shared/ui/skeleton';

/** Nothing by this key: asking again gives the same answer. */
const isGone = (error: unknown) =>
  hasStatus(error, UpstreamStatus.notFound) || hasStatus(error, StatusCode.notFound);

/**
 * Loading skeleton, the BFF's message and "Try again" on failure (not when what was asked for does
 * not exist: trying again cannot help), else the content made from the data.
 */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <TextSkeleton lines={4} />;
  if (query.isError)
    return (
      <LoadError
        error={query.error}
        fallback={t('mypage.loadFailed')}
        onRetry={isGone(query.error) ? undefined : () => void query.refetch()}
      />
    );
  return <>{children(query.data)}</>;
}
