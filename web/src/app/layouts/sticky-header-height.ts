import { useLayoutEffect, type RefObject } from 'react';

/** The custom property the header's height is written to (forms.css reads it). */
export const stickyHeaderHeight = '--sticky-header-height';

/**
 * Writes the sticky header's height to `--sticky-header-height` on <html>, so what a form scrolls
 * to can stop under the header instead of behind it (forms.css). The height is measured, not a
 * token: the header's rows wrap with the width, the language and the sign-in (the search and the
 * categories are a member's), 64 px on sign-up and 150–154 px for a member at 1280 px. At ≤ 768 px
 * the header scrolls away with the page (docs/rules/site-and-pages.md#layouts), so it is 0.
 */
export function useStickyHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const write = () => {
      const sticky = getComputedStyle(element).position === 'sticky';
      const height = sticky ? Math.ceil(element.getBoundingClientRect().height) : 0;
      root.style.setProperty(stickyHeaderHeight, `${height}px`);
    };
    write();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(write);
    observer?.observe(element);
    // Crossing 768 px changes whether the header sticks, which its own size may not show.
    window.addEventListener('resize', write);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', write);
      root.style.removeProperty(stickyHeaderHeight);
    };
  }, [header]);
}
