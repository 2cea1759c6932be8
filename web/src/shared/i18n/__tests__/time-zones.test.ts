import {
  readTimeZonesWhenIdle,
  timeZoneChoice,
  timeZoneChoices,
  timeZoneTitle,
  zoneTitle,
} from '../time-zones';

// docs/rules/lists-and-requests.md#meeting-times: the zones a meeting request offers are named in
// the page language with their offset, sorted by it; the value stays the IANA id.
const winter = Date.UTC(2026, 11, 1);
const choice = (id: string, lang: 'en' | 'jp', own = 'Europe/Rome') =>
  timeZoneChoices(own, lang, winter).find((zone) => zone.id === id);

describe('meeting time zones', () => {
  it('names a zone in English with its offset and city', () => {
    expect(choice('Asia/Tokyo', 'en')).toEqual({
      id: 'Asia/Tokyo',
      offset: 'UTC+09:00',
      name: 'Japan Standard Time',
      place: 'Tokyo',
    });
    expect(choice('America/New_York', 'en')).toMatchObject({
      offset: 'UTC-05:00',
      name: 'Eastern Time',
      place: 'New York',
    });
    // The buyer's own zone by the name their browser gives it (ICU may list Asia/Calcutta).
    expect(choice('Asia/Kolkata', 'en', 'Asia/Kolkata')?.offset).toBe('UTC+05:30');
  });

  it('names a zone in Japanese, placed by its country unless the name says it', () => {
    expect(choice('Asia/Tokyo', 'jp')).toEqual({
      id: 'Asia/Tokyo',
      offset: 'UTC+09:00',
      name: '日本標準時',
      place: '',
    });
    expect(choice('Europe/Rome', 'jp')).toMatchObject({
      offset: 'UTC+01:00',
      name: '中央ヨーロッパ時間',
      place: 'イタリア',
    });
    // No Latin letters on a Japanese page: no id, no English city.
    const titles = timeZoneChoices('Europe/Rome', 'jp', winter).map(zoneTitle);
    expect(titles.filter((title) => /[A-Za-z]{3}/.test(title))).toEqual([]);
  });

  it('leaves out a Japanese name with an English city in it, placing the zone by its country', () => {
    // Chromium's smaller time-zone data names some zones 「Palmer時間」 in Japanese.
    const Real = Intl.DateTimeFormat;
    const spy = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((locale, options) => {
      const real = new Real(locale, options);
      if (options?.timeZone !== 'Antarctica/Palmer' || options.timeZoneName !== 'longGeneric')
        return real;
      return Object.assign(Object.create(real) as Intl.DateTimeFormat, {
        formatToParts: () => [{ type: 'timeZoneName', value: 'Palmer時間' }],
      });
    });
    try {
      const palmer = timeZoneChoices('Europe/Rome', 'jp', winter + 7_200_000).find(
        (zone) => zone.id === 'Antarctica/Palmer',
      );
      expect(palmer && zoneTitle(palmer)).not.toMatch(/Palmer/);
      expect(palmer?.place).toBe('南極');
    } finally {
      spy.mockRestore();
    }
  });

  it('offers a country’s alike zones once in Japanese, each title once, the buyer’s own kept', () => {
    const zones = timeZoneChoices('America/New_York', 'jp', winter);
    const eastern = zones.filter(
      (zone) => zone.name === '米国東部時間' && zone.place === 'アメリカ合衆国',
    );
    expect(eastern.map((zone) => zone.id)).toEqual(['America/New_York']);
    const labels = zones.map((zone) => `${zone.offset} ${zoneTitle(zone)}`);
    expect(labels.filter((label, i) => labels.indexOf(label) !== i)).toEqual([]);
  });

  it('sorts by the offset now, west to east, and always offers the buyer’s own zone', () => {
    for (const lang of ['en', 'jp'] as const) {
      const zones = timeZoneChoices('UTC', lang, winter);
      const hours = zones.map((zone) => Number(zone.offset.slice(3, 6)));
      expect(hours).toEqual([...hours].sort((a, b) => a - b));
      expect(zones.some((zone) => zone.id === 'UTC')).toBe(true);
    }
  });

  it('titles the chosen zone for the confirmation, the id when the browser has no name', () => {
    expect(timeZoneTitle('Europe/Rome', 'en', winter)).toBe('Central European Time — Rome');
    expect(timeZoneTitle('Europe/Rome', 'jp', winter)).toBe('中央ヨーロッパ時間 — イタリア');
    expect(timeZoneTitle('Mars/Olympus_Mons', 'en', winter)).toBe('Mars/Olympus Mons');
  });

  it('reads the browser’s zones once an hour per language, whichever buyer opens the list', () => {
    const later = winter + 5 * 3_600_000;
    timeZoneChoices('Europe/Rome', 'en', later);
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (const own of ['Asia/Tokyo', 'America/New_York', 'Europe/Paris'])
        timeZoneChoices(own, 'en', later);
      expect(spy.mock.calls.length).toBeLessThan(10);
    } finally {
      spy.mockRestore();
    }
  });

  it.each(['en', 'jp'] as const)(
    'titles one zone without reading every zone, as the list names it (%s)',
    (lang) => {
      const hour = winter + 9 * 3_600_000; // an hour nothing has read yet
      const intl = Intl as unknown as { supportedValuesOf: (key: string) => string[] };
      const all = jest.spyOn(intl, 'supportedValuesOf');
      const formatters = jest.spyOn(Intl, 'DateTimeFormat');
      try {
        for (const zone of ['Europe/Rome', 'Asia/Tokyo', 'America/New_York', 'Asia/Kolkata'])
          timeZoneTitle(zone, lang, hour);
        expect(all).not.toHaveBeenCalled();
        expect(formatters.mock.calls.length).toBeLessThan(30);
      } finally {
        all.mockRestore();
        formatters.mockRestore();
      }
      // The buyer's zone reads the same before the list is opened as in it; any other zone as
      // the one the list offers for it (Japanese offers a country's alike zones once).
      expect(timeZoneChoice('Europe/Rome', lang, hour)).toEqual(
        timeZoneChoices('Europe/Rome', lang, hour).find((zone) => zone.id === 'Europe/Rome'),
      );
      const labels = timeZoneChoices('Europe/Rome', lang, hour).map(
        (zone) => `${zone.offset} ${zoneTitle(zone)}`,
      );
      for (const id of ['Asia/Tokyo', 'America/New_York', 'Europe/Berlin', 'America/Sao_Paulo']) {
        const zone = timeZoneChoice(id, lang, hour);
        expect(labels).toContain(zone && `${zone.offset} ${zoneTitle(zone)}`);
      }
    },
  );

  it('reads the whole list bit by bit in idle time, so it is there when opened', () => {
    const hour = winter + 11 * 3_600_000;
    const slices: IdleRequestCallback[] = [];
    const real = window.requestIdleCallback;
    window.requestIdleCallback = (read) => slices.push(read);
    try {
      const read = jest.fn();
      readTimeZonesWhenIdle('jp', read, hour);
      // A slice reads what its idle time allows (here five steps), never everything at once.
      let runs = 0;
      while (slices.length > 0 && runs < 10_000) {
        let left = 5;
        slices.shift()?.({ didTimeout: false, timeRemaining: () => left-- });
        runs += 1;
      }
      expect(runs).toBeGreaterThan(50);
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      window.requestIdleCallback = real;
    }
    const intl = Intl as unknown as { supportedValuesOf: (key: string) => string[] };
    const all = jest.spyOn(intl, 'supportedValuesOf');
    try {
      expect(timeZoneChoices('Europe/Rome', 'jp', hour).length).toBeGreaterThan(100);
      expect(all).not.toHaveBeenCalled();
    } finally {
      all.mockRestore();
    }
  });
});
