/**
 * docs/rules/site-and-pages.md#scroll: the scroll offset, so a hash target is not hidden under the
 * sticky header.
 */
export const SCROLL_OFFSET_PX = 100;

export type ScrollDecision =
  | { kind: 'restore'; y: number }
  | { kind: 'hash'; id: string }
  | { kind: 'top' }
  | { kind: 'none' };

/**
 * docs/rules/site-and-pages.md#scroll: back navigation restores the position; a hash target is
 * scrolled to; otherwise a page change scrolls to top unless the route opts out.
 */
export const decideScroll = (input: {
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
  savedY: number | undefined;
  hash: string;
  keepScroll: boolean;
}): ScrollDecision => {
  if (input.navigationType === 'POP' && input.savedY !== undefined)
    return { kind: 'restore', y: input.savedY };
  const id = decodeURIComponent(input.hash.replace(/^#/, ''));
  if (id) return { kind: 'hash', id };
  if (input.keepScroll) return { kind: 'none' };
  return { kind: 'top' };
};

/** The document position that puts `element` just below the offset. */
export const hashTargetTop = (element: Element, scrollY: number): number =>
  Math.max(0, element.getBoundingClientRect().top + scrollY - SCROLL_OFFSET_PX);
