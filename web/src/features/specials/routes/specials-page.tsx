import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContentCard } from '@/shared/content/content-card';
import { useContentDetail } from '@/shared/content/api/content-detail';
import { useContentsList } from '@/shared/content/api/contents-list';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { ContentDetailView } from '../components/content-detail-view';

/** docs/rules/discovery.md#screens /specials: the themed selections, newest first. */
export function SpecialsPage() {
  const { t } = useTranslation();
  const specials = useContentsList('special', 1, 50);
  return (
    <PageShell title={t('discovery.specials.title')} lead={t('discovery.specials.lead')}>
      {specials.isPending && <TextSkeleton lines={6} />}
      {specials.isError && <ErrorNotice message={specials.error.message} />}
      <ul className="content-grid" aria-label={t('discovery.specials.title')}>
        {specials.data?.contents.map((c) => (
          <li key={c.code}>
            <ContentCard content={c} to={`/specials/${c.code}`} />
          </li>
        ))}
      </ul>
    </PageShell>
  );
}

/** docs/rules/discovery.md#screens /specials/{code} and /specials/detail?code=: one special and its products. */
export function SpecialDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const code = params.code ?? search.get('code') ?? '';
  const detail = useContentDetail(code);
  const back = { to: '/specials', label: t('discovery.specials.back') };
  // Only a special opens here: a newsletter's code is not found, with the way back.
  const wrongKind = detail.data !== undefined && detail.data.content.classification !== 'special';
  if (!code || detail.isError || wrongKind)
    return (
      <PageShell title={t('discovery.specials.title')}>
        <ErrorNotice
          message={(!wrongKind && detail.error?.message) || t('discovery.specials.notFound')}
        />
        <Link to={back.to}>{back.label}</Link>
      </PageShell>
    );
  if (!detail.data) return <TextSkeleton lines={8} />;
  return <ContentDetailView content={detail.data.content} back={back} />;
}
