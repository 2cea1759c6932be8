import type { ReactNode } from 'react';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

/**
 * Layout "original-default" for paths under /original (docs/rules/site-and-pages.md#layouts): the
 * frame without the search box.
 */
export function OriginalDefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--original">
      <SkipLink />
      <SiteHeader withSearch={false} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
