import type { Language } from '@kakehashi/contracts/web';
import { pageLanguage } from '@/shared/i18n/language-codes';

/**
 * The time zones a meeting request offers, named in the page language with their offset
 * (docs/rules/lists-and-requests.md#meeting-times): '(UTC+01:00) Central European Time — Rome' /
 * 「（UTC+01:00）中央ヨーロッパ時間 — イタリア」. The browser's own Intl names the zone; the value
 * sent stays the IANA id. English places a zone by its city (the id's last part); Japan has no
 * city names in Intl, so a Japanese page places it by its country (Intl.Locale's time zones and
 * Intl.DisplayNames) where the name alone is shared, and offers one of the zones a country keeps
 * alike (same name, same offsets in January and July): the buyer's own where it is one of them.
 */
export type TimeZoneChoice = {
  /** The IANA id sent with the request. */
  id: string;
  /** 'UTC+09:00'. */
  offset: string;
  /** 'Japan Standard Time' / 「日本標準時」; empty where Intl has only an offset for it. */
  name: string;
  /** 'Tokyo' in English; the country in Japanese where the name alone is shared, else empty. */
  place: string;
};

const supportedZones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return supported ? supported('timeZone') : ['UTC', 'Asia/Tokyo'];
};

type LocaleWithZones = Intl.Locale & { getTimeZones?: () => string[]; timeZones?: string[] };

let countries: Map<string, string> | undefined;

/** Each zone's country (ISO 3166; '' for none), from the browser's own region → zones table. */
const countryOf = (zone: string): string => {
  if (!countries) {
    countries = new Map();
    // Asking a region for its zones costs the browser: only codes that name a region are asked.
    const named = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters)
      for (const b of letters) {
        if (!named.of(`${a}${b}`)) continue;
        const region = new Intl.Locale(`und-${a}${b}`) as LocaleWithZones;
        const zones = region.getTimeZones?.() ?? region.timeZones ?? [];
        // An old code ('SU', 'WK') stands for today's ('RU', 'UM'), which has a name.
        for (const z of zones) countries.set(z, region.region ?? `${a}${b}`);
      }
  }
  return countries.get(zone) ?? '';
};

/** 'UTC+09:00' from an offset in minutes. */
const offsetText = (minutes: number): string => {
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
};

/**
 * The zone's generic name ('Central European Time'); '' when Intl only knows 'GMT+1', or, on a
 * Japanese page, only a name with an English city in it (Chromium: 「Palmer時間」).
 */
const zoneName = (zone: string, language: string, instant: number): string => {
  for (const style of ['longGeneric', 'long'] as const) {
    const name = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: style })
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName')?.value;
    const latin = language !== 'en' && /[A-Za-z]/.test(name ?? '');
    if (name && !latin && !/^(GMT|UTC)([+\-\u2212]|$)/.test(name)) return name;
  }
  return '';
};

/** The city an id names ('America/New_York' → 'New York'); none for 'UTC' or 'Etc/GMT+5'. */
const cityOf = (zone: string) =>
  zone.includes('/') && !zone.startsWith('Etc/')
    ? (zone.split('/').pop() ?? '').replace(/_/g, ' ')
    : '';

type Zone = TimeZoneChoice & { minutes: number; rules: string };

/** Minutes ahead of UTC from Intl's 'GMT+05:30' (or 'GMT' for none). */
const minutesOf = (gmt: string): number => {
  const m = /([+\-\u2212])(\d{1,2}):?(\d{2})?/.exec(gmt);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '+' ? minutes : -minutes;
};

/**
 * The zones `ids` names, read for the page language at `now`: one formatter per zone for its
 * offsets (now, January, July) and one for its name, as each costs the browser.
 */
const readZones = (ids: string[], language: string, now: number): Zone[] => {
  const year = new Date(now).getUTCFullYear();
  const instants = [now, Date.UTC(year, 0, 1), Date.UTC(year, 6, 1)].map((at) => new Date(at));
  return ids.flatMap((id) => {
    try {
      const offsets = new Intl.DateTimeFormat('en-US', {
        timeZone: id,
        timeZoneName: 'longOffset',
      });
      const [minutes = 0, ...seasons] = instants.map((at) =>
        minutesOf(
          offsets.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '',
        ),
      );
      return [
        {
          id,
          offset: offsetText(minutes),
          minutes,
          name: zoneName(id, language, now),
          place: '',
          rules: seasons.join(),
        },
      ];
    } catch {
      return []; // a zone the browser cannot format
    }
  });
};

/**
 * Every zone the browser knows, read once an hour per language: a few hundred zones take the
 * browser a few hundred milliseconds, so every buyer's zone, the form's and each sent request's
 * title share one reading.
 */
const knownZones = (language: string, now: number): Zone[] => {
  const hour = Math.floor(now / 3_600_000);
  const key = `${language} ${hour}`;
  let zones = zonesRead.get(key);
  if (!zones) {
    for (const old of zonesRead.keys()) if (!old.endsWith(` ${hour}`)) zonesRead.delete(old);
    zones = readZones(supportedZones(), language, now);
    zonesRead.set(key, zones);
  }
  return zones;
};

const zonesRead = new Map<string, Zone[]>();

/**
 * Japanese: a zone is placed by its country where other countries share its name and offset (or
 * it has no name), and a country's zones that read alike and keep the same offsets through the
 * year are offered once — the buyer's own where it is one of them, else the first.
 */
const byCountry = (zones: Zone[], own: string, regions: Intl.DisplayNames): Zone[] => {
  const label = (zone: Zone) => `${zone.offset} ${zone.name}`;
  const countries = new Map<string, Set<string>>();
  for (const zone of zones)
    countries.set(label(zone), (countries.get(label(zone)) ?? new Set()).add(countryOf(zone.id)));
  const offered = new Map<string, Zone>();
  for (const zone of zones) {
    const country = countryOf(zone.id);
    const shared = (countries.get(label(zone))?.size ?? 0) > 1 || !zone.name;
    const place = shared && country ? (regions.of(country) ?? '') : '';
    const key = `${label(zone)} ${country || zone.id} ${zone.rules}`;
    if (!offered.has(key) || zone.id === own) offered.set(key, { ...zone, place });
  }
  return [...offered.values()];
};

/**
 * Every zone the browser knows, sorted by its offset now, then by name and place. `own` (the
 * browser's zone, or the one chosen) is always offered under its own id.
 */
export const timeZoneChoices = (
  own: string,
  lang: Language,
  now: number = Date.now(),
): TimeZoneChoice[] => {
  // Placed once an hour per language and zone: the form and its confirmation ask for the same.
  const key = `${lang} ${own} ${Math.floor(now / 3_600_000)}`;
  const known = cache.get(key);
  if (known) return known;
  const choices = readChoices(own, lang, now);
  // A few languages and zones an hour: what an older hour read is not asked again.
  if (cache.size >= 32) cache.clear();
  cache.set(key, choices);
  return choices;
};

const cache = new Map<string, TimeZoneChoice[]>();

const readChoices = (own: string, lang: Language, now: number): TimeZoneChoice[] => {
  const language = pageLanguage(lang);
  const known = knownZones(language, now);
  // The buyer's own zone comes first where the browser lists it under another name.
  const zones =
    own && !known.some((zone) => zone.id === own)
      ? [...readZones([own], language, now), ...known]
      : known;
  const placed =
    lang === 'jp'
      ? byCountry(zones, own, new Intl.DisplayNames([language], { type: 'region' }))
      : zones.map((zone) => ({ ...zone, place: cityOf(zone.id) }));
  const collator = new Intl.Collator(language);
  return placed
    .sort(
      (a, b) =>
        a.minutes - b.minutes ||
        collator.compare(a.name, b.name) ||
        collator.compare(a.place, b.place),
    )
    .map(({ id, offset, name, place }) => ({ id, offset, name, place }));
};

/** A zone as a request names it without its offset: 'Central European Time — Rome'. */
export const zoneTitle = ({ name, place, id }: TimeZoneChoice): string =>
  [name, place].filter(Boolean).join(' — ') || id.replace(/_/g, ' ');

/** The title of one zone as the choices name it (the zone's id when the browser has none). */
export const timeZoneTitle = (id: string, lang: Language, now: number = Date.now()): string => {
  const choice = timeZoneChoices(id, lang, now).find((zone) => zone.id === id);
  return choice ? zoneTitle(choice) : id.replace(/_/g, ' ');
};
