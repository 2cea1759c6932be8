import { isJapanOfficeHours, japanTime, localTime, wallTimeToInstant } from '../lib/meeting-time';

describe('proposed meeting times in the buyer’s zone and in Japan', () => {
  it.each([
    // zone, wall date, wall time, instant, Japan time (no 'JST' after 日本時間)
    ['Europe/Rome', '2026-12-01', '10:00', '2026-12-01T09:00:00.000Z', '2026/12/01 18:00'],
    ['Europe/Rome', '2026-07-01', '10:00', '2026-07-01T08:00:00.000Z', '2026/07/01 17:00'],
    ['America/New_York', '2026-07-01', '09:00', '2026-07-01T13:00:00.000Z', '2026/07/01 22:00'],
    ['America/Los_Angeles', '2026-12-31', '18:30', '2027-01-01T02:30:00.000Z', '2027/01/01 11:30'],
    ['Asia/Kolkata', '2026-05-10', '09:15', '2026-05-10T03:45:00.000Z', '2026/05/10 12:45'],
    ['Asia/Tokyo', '2026-05-10', '09:15', '2026-05-10T00:15:00.000Z', '2026/05/10 09:15'],
  ])('%s %s %s is %s, %s', (zone, date, time, iso, japan) => {
    const instant = wallTimeToInstant(date, time, zone);
    expect(instant?.toISOString()).toBe(iso);
    expect(japanTime(instant!, 'jp')).toBe(japan);
  });

  it('reads the hour after a spring-forward change with the new offset', () => {
    // 2026-03-29 03:30 in Rome is already summer time (UTC+2).
    expect(wallTimeToInstant('2026-03-29', '03:30', 'Europe/Rome')?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('gives nothing for a half-filled or unreadable entry or an unknown zone', () => {
    expect(wallTimeToInstant('2026-12-01', '', 'Europe/Rome')).toBeNull();
    expect(wallTimeToInstant('', '10:00', 'Europe/Rome')).toBeNull();
    expect(wallTimeToInstant('01/12/2026', '10:00', 'Europe/Rome')).toBeNull();
    expect(wallTimeToInstant('2026-12-01', '10:00', 'Mars/Olympus')).toBeNull();
  });

  it('shows the buyer’s own time in the page language', () => {
    const instant = new Date('2026-12-01T09:00:00.000Z');
    expect(localTime(instant, 'Europe/Rome', 'en')).toBe('1 Dec 2026, 10:00 CET');
    expect(localTime(instant, 'Europe/Rome', 'jp')).toBe('2026/12/01 10:00 中央ヨーロッパ時間');
    // Japan time in the English page's format, without a zone: it stands where 'Japan time' /
    // 日本時間 is said already (the column's head, 'Japan time: …'), which 'JST' only repeated.
    expect(japanTime(instant, 'en')).toBe('1 Dec 2026, 18:00');
  });

  // docs/rules/lists-and-requests.md#meeting-times: weekdays 9:00 up to 18:00 in Japan.
  it.each([
    ['2026-12-10T07:00:00.000Z', true], // Thu 16:00 JST
    ['2026-12-10T00:00:00.000Z', true], // Thu 9:00 JST, the day's first
    ['2026-12-09T15:30:00.000Z', false], // Thu 0:30 JST
    ['2026-12-10T09:00:00.000Z', false], // Thu 18:00 JST, the day's end
    ['2026-12-12T02:00:00.000Z', false], // Sat 11:00 JST
    ['2026-12-11T16:00:00.000Z', false], // Fri 16:00 UTC, yet 1:00 Saturday in Japan
  ])('%s is within Japan’s office hours: %s', (iso, within) => {
    expect(isJapanOfficeHours(new Date(iso))).toBe(within);
  });
});
