import { formatJapaneseDate, formatSlashDateTime } from '../date-format';
import { toInstant } from '../tokyo-time';

// These tests pin instants in UTC and expect Tokyo wall-clock output, so they pass in any
// machine time zone (run them with TZ=America/Los_Angeles or TZ=UTC to see).
describe('formatJapaneseDate (YYYY年MM月DD日（ddd）, docs/rules/site-and-pages.md#dates)', () => {
  it('formats in Tokyo with the Japanese weekday and full-width parentheses', () => {
    expect(formatJapaneseDate('2026-11-22T03:00:00Z')).toBe('2026年11月22日（日）');
  });

  it('uses the Tokyo date when UTC is still on the day before', () => {
    // 2026-11-21 15:00 UTC is 2026-11-22 00:00 in Tokyo.
    expect(formatJapaneseDate('2026-11-21T15:00:00Z')).toBe('2026年11月22日（日）');
    expect(formatJapaneseDate('2026-11-21T14:59:59Z')).toBe('2026年11月21日（土）');
  });

  it('zero-pads month and day and names every weekday', () => {
    // 2026-02-01 is a Sunday.
    ['日', '月', '火', '水', '木', '金', '土'].forEach((w, i) =>
      expect(formatJapaneseDate(`2026-02-0${1 + i}`)).toBe(`2026年02月0${1 + i}日（${w}）`),
    );
  });

  it('gives an empty string for unreadable input', () => {
    for (const bad of ['', 'not a date', '2026-02-30', null, undefined, Number.NaN])
      expect(formatJapaneseDate(bad)).toBe('');
  });
});

describe('formatSlashDateTime (YYYY/MM/DD HH:mm, docs/rules/site-and-pages.md#dates)', () => {
  it('formats a UTC instant as Tokyo time on a 24-hour clock', () => {
    expect(formatSlashDateTime('2026-11-22T14:05:00Z')).toBe('2026/11/22 23:05');
    expect(formatSlashDateTime(Date.UTC(2026, 11, 31, 15, 0))).toBe('2027/01/01 00:00');
  });

  it('reads a zoneless upstream time as Tokyo time, not machine time', () => {
    expect(formatSlashDateTime('2026-11-22 09:30:00')).toBe('2026/11/22 09:30');
    expect(formatSlashDateTime('2026/11/22 09:30')).toBe('2026/11/22 09:30');
    expect(formatSlashDateTime(new Date('2026-11-22T09:30:00+09:00'))).toBe('2026/11/22 09:30');
  });
});

describe('toInstant', () => {
  it('takes a zoneless date as midnight in Tokyo', () => {
    expect(toInstant('2026-11-22')?.toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(toInstant('2026-11-22T10:00:00.5')?.toISOString()).toBe('2026-11-22T01:00:00.500Z');
  });

  it('keeps an explicit zone', () => {
    expect(toInstant('2026-11-22T10:00:00Z')?.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(toInstant('2026-11-22T10:00:00+01:00')?.toISOString()).toBe('2026-11-22T09:00:00.000Z');
  });

  it('reads years below 100 as they are written', () => {
    expect(toInstant('0050-01-01T09:00:00')?.toISOString()).toBe('0050-01-01T00:00:00.000Z');
  });

  it('returns null for impossible dates and times', () => {
    expect(toInstant('2026-02-29')).toBeNull();
    expect(toInstant('2026-11-22 24:00')).toBeNull();
    expect(toInstant(new Date(Number.NaN))).toBeNull();
  });
});
