import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const FOCUS_RETRY_MS = 50;
const FOCUS_RETRIES = 20;

/**
 * After a client-side page change, focus moves to the new page's heading (PageShell's
 * `#page-title`), so keyboard and screen-reader users start at the top of the new content
 * instead of on a link that no longer exists. The first load keeps the browser's default.
 */
export function FocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focusHeading = () => {
      const heading = document.getElementById('page-title');
      if (heading) heading.focus({ preventScroll: true });
      else if (tries++ < FOCUS_RETRIES) timer = setTimeout(focusHeading, FOCUS_RETRY_MS);
    };
    focusHeading();
    return () => clearTimeout(timer);
  }, [pathname]);

  return null;
}
