import type { ReactNode } from 'react';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { BottomBar } from './bottom-bar';

/**
 * Layout "default" (docs/rules/site-and-pages.md#layouts): header with search and language switch,
 * page, footer.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--default">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <BottomBar />
    </div>
  );
}
