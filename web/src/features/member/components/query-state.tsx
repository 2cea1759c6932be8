import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { errorMessageOf } from '@/shared/lib/api-error';

/** Loading skeleton, the BFF's message on failure, else the content made from the data. */
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
    return <ErrorNotice message={errorMessageOf(query.error, t('mypage.loadFailed'))} />;
  return <>{children(query.data)}</>;
}
