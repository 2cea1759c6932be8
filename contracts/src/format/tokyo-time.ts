// The shop is in Japan, so every date the product shows or compares is read in Asia/Tokyo,
// whatever the time zone of the browser, the server or the test machine. Japan has kept UTC+9
// without daylight saving since 1951, so a fixed offset is exact and needs no time-zone database.

/** Asia/Tokyo's offset from UTC: +9 hours, all year. */
export const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** What the upstream or a caller may hand us as a point in time. */
export type DateInput = Date | string | number;

const zonelessDateTime =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;
const zonelessSlashed = /^(\d{4})\/(\d{2})\/(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Reads a point in time. A string with a zone (`Z`, `+09:00`) means that instant; a string
 * WITHOUT a zone (`2026-11-22`, `2026-11-22 10:00:00`, `2026/11/22 10:00`) is a Tokyo wall-clock
 * time, as the shop's upstream writes them — never the machine's local time. Numbers are epoch
 * milliseconds. Returns null for anything unreadable: a bad date is an expected value here.
 */
export const toInstant = (input: DateInput | null | undefined): Date | null => {
  if (input === null || input === undefined || input === '') return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : new Date(input);
  if (typeof input === 'number') return Number.isFinite(input) ? new Date(input) : null;
  const text = input.trim();
  const parts = zonelessDateTime.exec(text) ?? zonelessSlashed.exec(text);
  if (parts) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = parts;
    const month = Number(mo);
    const day = Number(d);
    const fraction = Number(ms.padEnd(3, '0'));
    const wall = new Date(
      Date.UTC(2000, month - 1, day, Number(h), Number(mi), Number(s), fraction),
    );
    wall.setUTCFullYear(Number(y)); // Date.UTC would read years 0-99 as 1900-1999
    // Dates roll 2026-02-30 over to March; a date that rolled over was not a date.
    if (wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== day) return null;
    return new Date(wall.getTime() - TOKYO_OFFSET_MS);
  }
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms);
};
