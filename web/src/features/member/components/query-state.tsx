import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/shared/ui/error-notice';
import { TextSkeleton } from '@/shared/ui/skeleton';

/** Loading skeleton, the BFF's message and "Try again" on failure, else the content made from the data. */
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
        onRetry={() => void query.refetch()}
      />
    );
  return <>{children(query.data)}</>;
}
