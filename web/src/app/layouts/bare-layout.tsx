import type { ReactNode } from 'react';

/** spec §2 layout "nothing": the page alone, for routes that bring their own frame. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="layout layout--bare" tabIndex={-1}>
      {children}
    </main>
  );
}
