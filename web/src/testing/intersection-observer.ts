import { act } from '@testing-library/react';

/**
 * A stand-in for the browser's IntersectionObserver (jsdom has none): each observer records its
 * options and targets, and the test says when the targets come near, as scrolling would.
 */
export class FakeIntersectionObserver {
  static observers: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.observers.push(this);
  }

  observe(target: Element) {
    this.targets.push(target);
  }

  unobserve(target: Element) {
    this.targets.splice(this.targets.indexOf(target), 1);
  }

  disconnect() {
    this.disconnected = true;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every target of every live observer as inside (or outside) its margin. */
  static report(isIntersecting: boolean) {
    act(() => {
      for (const observer of FakeIntersectionObserver.observers.filter((o) => !o.disconnected))
        observer.callback(
          observer.targets.map(
            (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
          ),
          observer as unknown as IntersectionObserver,
        );
    });
  }
}

/** Installs the stand-in for one test file's tests; jsdom is left without one afterwards. */
export const useFakeIntersectionObserver = () => {
  beforeEach(() => {
    FakeIntersectionObserver.observers = [];
    Object.defineProperty(globalThis, 'IntersectionObserver', {
      value: FakeIntersectionObserver,
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
};
