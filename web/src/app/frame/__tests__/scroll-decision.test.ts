import { decideScroll, hashTargetTop, SCROLL_OFFSET_PX } from '@/app/frame/scroll-decision';

describe('scroll rules (docs/rules/site-and-pages.md#scroll)', () => {
  it('restores the saved position on back navigation', () => {
    expect(
      decideScroll({ navigationType: 'POP', savedY: 640, hash: '', keepScroll: false }),
    ).toEqual({ kind: 'restore', y: 640 });
  });

  it('scrolls to a hash target', () => {
    expect(
      decideScroll({
        navigationType: 'PUSH',
        savedY: undefined,
        hash: '#contact',
        keepScroll: false,
      }),
    ).toEqual({
      kind: 'hash',
      id: 'contact',
    });
  });

  it('scrolls to top on a page change', () => {
    expect(
      decideScroll({ navigationType: 'PUSH', savedY: 300, hash: '', keepScroll: false }),
    ).toEqual({ kind: 'top' });
  });

  it('leaves the position alone when the route opts out', () => {
    expect(
      decideScroll({ navigationType: 'PUSH', savedY: undefined, hash: '', keepScroll: true }),
    ).toEqual({ kind: 'none' });
  });

  it('goes to top on a first visit through back/forward with nothing saved', () => {
    expect(
      decideScroll({ navigationType: 'POP', savedY: undefined, hash: '', keepScroll: false }),
    ).toEqual({ kind: 'top' });
  });

  it('puts a hash target 100 px below the top of the window', () => {
    const element = { getBoundingClientRect: () => ({ top: 500 }) } as Element;
    expect(SCROLL_OFFSET_PX).toBe(100);
    expect(hashTargetTop(element, 1000)).toBe(1400);
  });
});
