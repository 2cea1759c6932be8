import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * How far beyond the viewport a deferred part starts loading: one screen, so its code and data are
 * in before the buyer scrolls there.
 */
export const nearMargin = '100% 0px';

/**
 * A part of a page whose code is a chunk of its own, loaded when first rendered: `React.lazy`, with
 * the loader shape of the route tables (`async () => (await module()).Part`). A part whose download
 * fails stays empty (the error is logged) rather than taking the whole page to its error screen.
 */
export const lazyPart = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy(async () => ({
    default: await load().catch((error: unknown): ComponentType<Props> => {
      console.error(error);
      return () => null;
    }),
  }));

/**
 * Holds back `children` (a `lazyPart`) until this box comes within a screen of the viewport
 * (docs/architecture.md#the-first-page). Until then, and while the code loads, the box shows
 * `placeholder` (the top page's product bands: grey cards), else it is empty and its class keeps the
 * space (`:empty` in the CSS), so nothing below it jumps. Where IntersectionObserver does not exist
 * (jsdom, very old browsers) the children render at once.
 */
export function WhenNear({
  className,
  children,
  placeholder = null,
}: {
  className: string;
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (near || !target) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: nearMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={box} className={className}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
