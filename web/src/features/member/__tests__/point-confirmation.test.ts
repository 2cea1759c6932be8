import { confirmationDays, notUsableYet } from '../lib/point-confirmation';

// docs/rules/site-and-pages.md#dates: an upstream time without a zone is Tokyo wall-clock. A real
// upstream may send `usable_period.begin_at` that way; the mock sends zoned ISO times. Noon in
// Tokyo on 28 Nov 2026 is 03:00 UTC, so points usable from 09:00 Tokyo that day are usable then.
const noonInTokyo = Date.UTC(2026, 10, 28, 3, 0);

describe('when pending points become usable, read as Tokyo time', () => {
  it('reads a zoneless begin as Tokyo wall-clock, whatever the machine zone', () => {
    expect(notUsableYet({ begin_at: '2026-11-28 09:00:00' }, noonInTokyo)).toBe(false);
    expect(notUsableYet({ begin_at: '2026/11/28 15:00:00' }, noonInTokyo)).toBe(true);
    expect(notUsableYet({ begin_at: '2026-11-28T09:00:00+09:00' }, noonInTokyo)).toBe(false);
  });

  it('treats an unset or unreadable begin as usable', () => {
    expect(notUsableYet({ begin_at: null }, noonInTokyo)).toBe(false);
    expect(notUsableYet({ begin_at: 'soon' }, noonInTokyo)).toBe(false);
    expect(notUsableYet(undefined, noonInTokyo)).toBe(false);
  });

  it('orders the days by the instant, mixing zoned and zoneless times', () => {
    const days = confirmationDays(
      [
        { point_amount: 30, usable_period: { begin_at: '2026-12-02 08:00:00' } },
        { point_amount: 20, usable_period: { begin_at: '2026-12-01T23:30:00.000Z' } },
        { point_amount: 10, usable_period: { begin_at: '2026-11-28 09:00:00' } },
      ],
      noonInTokyo,
      (iso) => iso.slice(0, 10),
    );
    // 23:30 UTC on 1 Dec is 08:30 Tokyo on 2 Dec, after 08:00 Tokyo that day; 09:00 on
    // 28 Nov is already past, so those 10 points are usable and not listed.
    expect(days).toEqual([
      { day: '2026-12-02', amount: 30 },
      { day: '2026-12-01', amount: 20 },
    ]);
  });
});
