import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useRouteHandle } from '@/app/router/route-handle';
import { decideScroll, hashTargetTop } from './scroll-decision';

const RETRY_MS = 50;
const RETRIES = 40;

/** Applies the scroll rules of docs/rules/site-and-pages.md#scroll after each navigation. */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { keepScroll = false } = useRouteHandle();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const decision = decideScroll({
      navigationType,
      savedY: positions.current.get(location.key),
      hash: location.hash,
      keepScroll,
    });
    if (decision.kind === 'top') window.scrollTo(0, 0);
    if (decision.kind !== 'hash' && decision.kind !== 'restore') return;

    // The target (or the restored position) may belong to a page whose data is still loading:
    // try again for a while until the element exists or the page is tall enough.
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      if (decision.kind === 'restore') {
        window.scrollTo(0, decision.y);
        if (Math.abs(window.scrollY - decision.y) <= 1) return;
      } else {
        const element = document.getElementById(decision.id);
        if (element) return window.scrollTo(0, hashTargetTop(element, window.scrollY));
      }
      if (tries++ < RETRIES) timer = setTimeout(attempt, RETRY_MS);
    };
    attempt();
    return () => clearTimeout(timer);
    // Scroll once per navigation (location.key), not when the handle object is re-created.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
