import {
  formatDate,
  formatDateTime,
  formatLocalDateTime,
  formatAmount,
  formatNumber,
  isOpenEnded,
  readableZoneName,
} from '../page-dates';

// docs/rules/site-and-pages.md#dates: dates in the page language, Tokyo time with its zone, the
// buyer's own clock beside it, whatever the machine's locale and zone.
describe('page dates', () => {
  const at = '2025-12-19T09:59:22Z'; // 18:59 in Tokyo

  it('writes a day in each language', () => {
    expect(formatDate(at, 'jp')).toBe('2025年12月19日（金）');
    expect(formatDate(at, 'en')).toBe('19 Dec 2025');
    expect(formatDate('2026-01-05', 'en')).toBe('5 Jan 2026');
    expect(formatDate('nonsense', 'en')).toBe('');
  });

  it('writes a moment in Tokyo time with its zone', () => {
    expect(formatDateTime(at, 'jp')).toBe('2025/12/19 18:59 JST');
    expect(formatDateTime(at, 'en')).toBe('19 Dec 2025, 18:59 JST');
    // 15:30 UTC is already the next day in Tokyo.
    expect(formatDateTime('2026-11-24T15:30:00Z', 'en')).toBe('25 Nov 2026, 00:30 JST');
    expect(formatDateTime(undefined, 'jp')).toBe('');
  });

  it("writes the buyer's own time with its zone, daylight saving included", () => {
    expect(formatLocalDateTime(at, 'Europe/Paris', 'en')).toBe('19 Dec 2025, 10:59 CET');
    expect(formatLocalDateTime('2026-07-01T09:00:00Z', 'Europe/Paris', 'en')).toBe(
      '1 Jul 2026, 11:00 CEST',
    );
    expect(formatLocalDateTime(at, 'America/New_York', 'jp')).toBe('2025/12/19 04:59 米国東部時間');
    expect(formatLocalDateTime(at, 'Asia/Tokyo', 'en')).toBe('');
    expect(formatLocalDateTime(at, 'Not/AZone', 'en')).toBe('');
  });

  it('names the buyer’s zone on a Japanese page as the meeting form does, not by an offset', () => {
    // Intl's short name in Japanese is an offset ('GMT+1') where English has 'CET'.
    expect(formatLocalDateTime(at, 'Europe/Rome', 'jp')).toBe(
      '2025/12/19 10:59 中央ヨーロッパ時間',
    );
    expect(formatLocalDateTime('2026-07-01T09:00:00Z', 'Europe/Rome', 'jp')).toBe(
      '2026/07/01 11:00 中央ヨーロッパ時間',
    );
    expect(formatLocalDateTime(at, 'Europe/Rome', 'en')).toBe('19 Dec 2025, 10:59 CET');
    // A zone with no name in Japanese keeps its offset.
    expect(formatLocalDateTime(at, 'Etc/GMT-3', 'jp')).toBe('2025/12/19 12:59 GMT+3');
    expect(readableZoneName('Europe/Rome', 'ja', new Date(at))).toBe('中央ヨーロッパ時間');
    expect(readableZoneName('Etc/GMT-3', 'ja', new Date(at))).toBe('');
  });

  it('knows an end date that means no expiry', () => {
    expect(isOpenEnded('2100-01-01')).toBe(true);
    expect(isOpenEnded('2099-12-31T23:59:59Z')).toBe(true);
    expect(isOpenEnded('2026-12-31')).toBe(false);
    expect(isOpenEnded(null)).toBe(false);
  });

  it('groups numbers by thousands in both languages', () => {
    expect(formatNumber(1971, 'en')).toBe('1,971');
    expect(formatNumber(1234567, 'jp')).toBe('1,234,567');
    expect(formatNumber(12, 'jp')).toBe('12');
    expect(formatNumber(Number.NaN, 'en')).toBe('');
  });

  it("writes an amount with its currency's decimals, keeping finer ones", () => {
    expect(formatAmount(2.5, 'USD', 'en')).toBe('USD 2.50');
    expect(formatAmount(1200, 'EUR', 'jp')).toBe('EUR 1,200.00');
    expect(formatAmount(500, 'JPY', 'en')).toBe('JPY 500');
    expect(formatAmount(0.125, 'USD', 'en')).toBe('USD 0.125');
    expect(formatAmount(3, 'XYZ', 'en')).toBe('XYZ 3.00');
    expect(formatAmount(Number.NaN, 'USD', 'en')).toBe('');
  });
});
