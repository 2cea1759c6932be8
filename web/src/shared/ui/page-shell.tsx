import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Phrase } from '@/shared/i18n/phrase';

/** Sets the document title to "<page> | <site>" in the page language. */
export const useDocumentTitle = (title: string) => {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} | ${t('app.name')}` : t('app.name');
  }, [title, t]);
};

/** The common frame of a page: its heading (the first thing a screen reader lands on), a lead and content. */
export function PageShell({
  title,
  lead,
  children,
  narrow = false,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
  narrow?: boolean;
}) {
  useDocumentTitle(title);
  return (
    <section className={narrow ? 'page page--narrow' : 'page'} aria-labelledby="page-title">
      <header className="page__header">
        <h1 id="page-title" tabIndex={-1}>
          <Phrase>{title}</Phrase>
        </h1>
        {/* The lead breaks between phrases too (docs/rules/site-and-pages.md#line-breaks). */}
        {lead && (
          <p className="page__lead">
            <Phrase>{lead}</Phrase>
          </p>
        )}
      </header>
      {children}
    </section>
  );
}
