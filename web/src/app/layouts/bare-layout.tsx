import type { ReactNode } from 'react';

/**
 * Layout "nothing" (docs/rules/site-and-pages.md#layouts): the page alone, for routes that bring
 * their own frame.
 */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="layout layout--bare" tabIndex={-1}>
      {children}
    </main>
  );
}
