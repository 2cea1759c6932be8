import fc from 'fast-check';
import { pageCount, pageOffset, pagerSlots, parsePage } from '../pagination';

describe('pagerSlots (docs/rules/search.md#pagination-slots)', () => {
  it('shows all pages when there are 5 or fewer', () => {
    expect(pagerSlots(1, 1)).toEqual([1]);
    expect(pagerSlots(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, current and last with ellipses from 6 pages on', () => {
    expect(pagerSlots(7, 12)).toEqual([1, '…', 7, '…', 12]);
    expect(pagerSlots(3, 6)).toEqual([1, '…', 3, '…', 6]);
  });

  it('puts no ellipsis between consecutive pages or duplicates at the ends', () => {
    expect(pagerSlots(1, 12)).toEqual([1, '…', 12]);
    expect(pagerSlots(2, 12)).toEqual([1, 2, '…', 12]);
    expect(pagerSlots(11, 12)).toEqual([1, '…', 11, 12]);
    expect(pagerSlots(12, 12)).toEqual([1, '…', 12]);
  });

  it('clamps an out-of-range current page and shows nothing for no pages', () => {
    expect(pagerSlots(0, 12)).toEqual([1, '…', 12]);
    expect(pagerSlots(99, 12)).toEqual([1, '…', 12]);
    expect(pagerSlots(1, 0)).toEqual([]);
    expect(pagerSlots(Number.NaN, 6)).toEqual([1, '…', 6]);
  });

  it('always starts at 1, ends at the last page, includes the current page and alternates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        (cur, total) => {
          const current = Math.min(cur, total);
          const slots = pagerSlots(current, total);
          expect(slots[0]).toBe(1);
          expect(slots[slots.length - 1]).toBe(total);
          expect(slots).toContain(current);
          slots.forEach((slot, i) => {
            if (slot === '…') expect(slots[i + 1]).not.toBe('…');
          });
          if (total > 5) expect(slots.filter((s) => s !== '…').length).toBeLessThanOrEqual(3);
        },
      ),
    );
  });
});

describe('page arithmetic (docs/rules/search.md#pagination-slots)', () => {
  it('reads the page from the query, never below 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(' 12 ')).toBe(12);
    expect(parsePage(4.7)).toBe(4);
    expect(parsePage(['5', '6'])).toBe(5);
    for (const bad of [undefined, null, '', 'abc', '0', '-3', '2.5', '1e3', '0x3', 0, -1, NaN, {}])
      expect(parsePage(bad)).toBe(1);
  });

  it('computes offset as (page − 1) × limit', () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
    expect(pageOffset(0, 20)).toBe(0);
    expect(pageOffset(-2, 20)).toBe(0);
  });

  it('counts pages from hits and limit', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(5, 0)).toBe(0);
  });
});
