import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCatalogMasters, type MasterEntry } from '@/shared/catalog/api/masters';
import { listItems } from '@/shared/catalog/api/list-items';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { Icon } from '@/shared/ui/icons';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { certificationSearchPath } from '../lib/browse-links';

/** How many products carry each certification (the item list's certification facet). */
const useCertificationCounts = () =>
  useQuery({
    queryKey: ['items', 'certification-counts'],
    queryFn: async () => {
      const data = await listItems({ limit: 1, facets: ['certification'] });
      return new Map((data.facets?.certification ?? []).map((f) => [f.value, f.count]));
    },
    staleTime: 10 * 60_000,
  });

/** docs/rules/discovery.md#screens /search/certification (/certification_index): certifications, international and Japanese. */
export function CertificationListPage() {
  const { t } = useTranslation();
  const masters = useCatalogMasters();
  const counts = useCertificationCounts();
  const international = masters.data?.certifications.filter((c) => c.kind === 'international');
  const japanese = masters.data?.certifications.filter((c) => c.kind === 'japan');
  return (
    <PageShell
      title={t('discovery.certifications.title')}
      lead={t('discovery.certifications.lead')}
    >
      {masters.isPending && <TextSkeleton lines={8} />}
      {masters.isError && <ErrorNotice message={masters.error.message} />}
      {international && (
        <CertificationSection
          id="international"
          title={t('discovery.certifications.international')}
          entries={international}
          counts={counts.data}
        />
      )}
      {japanese && (
        <CertificationSection
          id="japan"
          title={t('discovery.certifications.japan')}
          entries={japanese}
          counts={counts.data}
        />
      )}
    </PageShell>
  );
}

type SectionProps = {
  id: string;
  title: string;
  entries: MasterEntry[];
  counts: Map<string, number> | undefined;
};

function CertificationSection({ id, title, entries, counts }: SectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="browse-section" aria-labelledby={`cert-${id}`}>
      <h2 id={`cert-${id}`}>{title}</h2>
      <ul className="cert-tiles">
        {entries.map((c) => (
          <li key={c.code}>
            <Link className="cert-tile" to={certificationSearchPath(c.code)}>
              <Icon name="badge" size={24} />
              <span className="cert-tile__text">
                <span className="cert-tile__name">{localName(c, locale)}</span>
                {counts && (
                  <span className="cert-tile__count">
                    {t('discovery.categories.products', { count: counts.get(c.code) ?? 0 })}
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
