import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCatalogMasters } from '@/shared/catalog/api/masters';
import { localName } from '@/shared/catalog/item-name';
import { ContentCard } from '@/shared/content/content-card';
import { useContentDetail } from '@/shared/content/api/content-detail';
import { useContentsList } from '@/shared/content/api/contents-list';
import { useLocale } from '@/shared/i18n/i18n';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { Icon } from '@/shared/ui/icons';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { ContentDetailView } from '../components/content-detail-view';

/** The page of a prefecture's local specialities: `/specials_place/{region}/{prefecture}`. */
const placePath = (region: string | undefined, pref: string | number) =>
  `/specials_place/${region ?? 'all'}/${pref}`;

/** docs/rules/discovery.md#screens /specials_place: local specialities by region, then prefecture. */
export function SpecialsPlacePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const masters = useCatalogMasters();
  return (
    <PageShell title={t('discovery.places.title')} lead={t('discovery.places.lead')}>
      <p className="browse-actions">
        <Link className="button" to="/specials_place/summary">
          {t('discovery.places.summary')}
        </Link>
      </p>
      {masters.isPending && <TextSkeleton lines={8} />}
      <div className="region-grid">
        {masters.data?.regions.map((region) => (
          <section
            key={region.code}
            className="region-card"
            aria-labelledby={`place-${region.code}`}
          >
            <h2 id={`place-${region.code}`} className="region-card__title">
              <Icon name="leaf" size={20} />
              <Link to={`/specials_place/${region.code}`}>{localName(region, locale)}</Link>
            </h2>
            <ul className="region-card__prefs">
              {masters.data.prefectures
                .filter((p) => p.region === region.code)
                .map((p) => (
                  <li key={p.code}>
                    <Link to={placePath(region.code, p.code)}>{localName(p, locale)}</Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </PageShell>
  );
}

/** docs/rules/discovery.md#screens /specials_place/summary: every prefecture's local speciality page at a glance. */
export function SpecialsPlaceSummaryPage() {
  const { t } = useTranslation();
  const masters = useCatalogMasters();
  const places = useContentsList('local_speciality', 1, 50);
  return (
    <PageShell title={t('discovery.places.summary')} lead={t('discovery.places.lead')}>
      {places.isPending && <TextSkeleton lines={8} />}
      {places.isError && <ErrorNotice message={places.error.message} />}
      <ul className="content-grid" aria-label={t('discovery.places.summary')}>
        {places.data?.contents.map((c) => {
          const pref = masters.data?.prefectureByCode.get(String(c.prefecture_code));
          return (
            <li key={c.code}>
              <ContentCard content={c} to={placePath(pref?.region, c.prefecture_code ?? '')} />
            </li>
          );
        })}
      </ul>
    </PageShell>
  );
}

/**
 * docs/rules/discovery.md#screens /specials_place/{code}, /specials_place/{code}/{prefCode} and /specials_place/detail:
 * a region's prefectures, or one prefecture's local specialities (by path or `?code=`).
 */
export function SpecialsPlaceDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const params = useParams();
  const [search] = useSearchParams();
  const masters = useCatalogMasters();
  const contentCode = search.get('code') ?? '';
  const prefCode = params.prefCode ?? '';
  const region = masters.data?.regions.find((r) => r.code === params.code);
  if (contentCode) return <PlaceByContentCode code={contentCode} />;
  if (prefCode) return <PlaceByPrefecture prefecture={prefCode} />;
  if (masters.isPending) return <TextSkeleton lines={8} />;
  if (!region)
    return (
      <PageShell title={t('discovery.places.title')}>
        <ErrorNotice message={t('discovery.places.notFound')} />
        <Link to="/specials_place">{t('discovery.places.back')}</Link>
      </PageShell>
    );
  const prefectures = masters.data?.prefectures.filter((p) => p.region === region.code) ?? [];
  return (
    <PageShell title={t('discovery.places.regionTitle', { region: localName(region, locale) })}>
      <ul className="category-tiles">
        {prefectures.map((p) => (
          <li key={p.code}>
            <Link className="category-tile" to={placePath(region.code, p.code)}>
              <span className="category-tile__icon" aria-hidden="true">
                <Icon name="leaf" size={24} />
              </span>
              <span className="category-tile__name">{localName(p, locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/specials_place">{t('discovery.places.back')}</Link>
      </p>
    </PageShell>
  );
}

function PlaceByPrefecture({ prefecture }: { prefecture: string }) {
  const { t } = useTranslation();
  const list = useContentsList('local_speciality', 1, 1, [
    { field: 'prefecture_code', value: prefecture },
  ]);
  const content = list.data?.contents[0];
  if (list.isPending) return <TextSkeleton lines={8} />;
  if (!content)
    return (
      <PageShell title={t('discovery.places.title')}>
        <ErrorNotice message={t('discovery.places.notFound')} />
        <Link to="/specials_place">{t('discovery.places.back')}</Link>
      </PageShell>
    );
  return (
    <ContentDetailView
      content={content}
      back={{ to: '/specials_place', label: t('discovery.places.back') }}
    />
  );
}

/**
 * `/specials_place/detail?code=`: only a local-speciality page opens here; any other content's
 * code (a newsletter, a special) is not found, with the way back to the regions.
 */
function PlaceByContentCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const detail = useContentDetail(code);
  const wrongKind =
    detail.data !== undefined && detail.data.content.classification !== 'local_speciality';
  if (detail.isError || wrongKind)
    return (
      <PageShell title={t('discovery.places.title')}>
        <ErrorNotice
          message={(!wrongKind && detail.error?.message) || t('discovery.places.notFound')}
        />
        <Link to="/specials_place">{t('discovery.places.back')}</Link>
      </PageShell>
    );
  if (!detail.data) return <TextSkeleton lines={8} />;
  return (
    <ContentDetailView
      content={detail.data.content}
      back={{ to: '/specials_place', label: t('discovery.places.back') }}
    />
  );
}
