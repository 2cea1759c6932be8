import { useTranslation } from 'react-i18next';
import { PageShell } from './page-shell';

/**
 * A minimal, clearly labelled page for a route whose screen is built by a later issue:
 * its translated title and a line saying what the page is for (keys `pages.<name>.*`).
 */
export function SectionPage({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <PageShell title={t(`pages.${name}.title`)} lead={t(`pages.${name}.lead`)}>
      <p className="notice notice--info">{t('pages.inPreparation')}</p>
    </PageShell>
  );
}
