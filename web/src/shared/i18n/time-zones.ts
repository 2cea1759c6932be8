import type { Language } from '@kakehashi/contracts/web';
import { pageLanguage } from '@/shared/i18n/language-codes';
import { readWhenIdle } from './step-reading';
import { countryOf, countryTable } from './zone-countries';
import { allZones, readZone, type Zone } from './zone-reading';

/**
 * The time zones a meeting request offers, named in the page language with their offset
 * (docs/rules/lists-and-requests.md#meeting-times): '(UTC+01:00) Central European Time — Rome' /
 * 「（UTC+01:00）中央ヨーロッパ時間 — イタリア」. The browser's own Intl names the zone; the value
 * sent stays the IANA id. English places a zone by its city (the id's last part); Japan has no
 * city names in Intl, so a Japanese page places it by its country (Intl.Locale's time zones and
 * Intl.DisplayNames) unless the name says it already (日本標準時), and offers one of the zones a
 * country keeps alike (same name, same offsets in January and July): the buyer's own where it is
 * one of them. Reading every zone takes the browser a few hundred milliseconds: one zone (the
 * buyer's, a sent request's) is read on its own, the whole list when the buyer opens it.
 */
export type TimeZoneChoice = {
  /** The IANA id sent with the request. */
  id: string;
  /** 'UTC+09:00'. */
  offset: string;
  /** 'Japan Standard Time' / 「日本標準時」; empty where Intl has only an offset for it. */
  name: string;
  /** 'Tokyo' in English; the country in Japanese unless the name says it, else empty. */
  place: string;
};

type Placed = TimeZoneChoice & { minutes: number; country: string; rules: string };

/** The city an id names ('America/New_York' → 'New York'); none for 'UTC' or 'Etc/GMT+5'. */
const cityOf = (zone: string) =>
  zone.includes('/') && !zone.startsWith('Etc/')
    ? (zone.split('/').pop() ?? '').replace(/_/g, ' ')
    : '';

const regionNames = new Map<string, Intl.DisplayNames>();

/** A zone with its place in the page language: the same for one zone and for the whole list. */
const place = (zone: Zone, lang: Language): Placed => {
  if (lang !== 'jp') return { ...zone, country: '', place: cityOf(zone.id) };
  const language = pageLanguage(lang);
  let regions = regionNames.get(language);
  if (!regions)
    regionNames.set(language, (regions = new Intl.DisplayNames([language], { type: 'region' })));
  const country = countryOf(zone.id);
  const name = country ? (regions.of(country) ?? '') : '';
  return { ...zone, country, place: name && !zone.name.includes(name) ? name : '' };
};

const choice = ({ id, offset, name, place }: Placed): TimeZoneChoice => ({
  id,
  offset,
  name,
  place,
});

const hourOf = (now: number) => Math.floor(now / 3_600_000);

const single = new Map<string, TimeZoneChoice | null>();

/**
 * One zone as the list names it, read on its own (a few formatters, not the whole list): the
 * buyer's zone before the list is opened, a sent request's zone on the trade desk. Undefined for
 * a zone the browser does not know.
 */
export const timeZoneChoice = (
  id: string,
  lang: Language,
  now: number = Date.now(),
): TimeZoneChoice | undefined => {
  const key = `${lang} ${id} ${hourOf(now)}`;
  let known = single.get(key);
  if (known === undefined) {
    const zone = readZone(id, pageLanguage(lang), now);
    known = zone ? choice(place(zone, lang)) : null;
    if (single.size >= 64) single.clear();
    single.set(key, known);
  }
  return known ?? undefined;
};

/**
 * Japanese: a country's zones that read alike and keep the same offsets through the year are
 * offered once — the buyer's own where it is one of them, else the first.
 */
const onePerCountry = (zones: Placed[], own: string): Placed[] => {
  const offered = new Map<string, Placed>();
  for (const zone of zones) {
    const key = `${zone.offset} ${zone.name} ${zone.country || zone.id} ${zone.rules}`;
    if (!offered.has(key) || zone.id === own) offered.set(key, zone);
  }
  return [...offered.values()];
};

const lists = new Map<string, TimeZoneChoice[]>();

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
  const key = `${lang} ${own} ${hourOf(now)}`;
  let choices = lists.get(key);
  if (!choices) {
    choices = readChoices(own, lang, now);
    // A few languages and zones an hour: what an older hour read is not asked again.
    if (lists.size >= 32) lists.clear();
    lists.set(key, choices);
  }
  return choices;
};

const readChoices = (own: string, lang: Language, now: number): TimeZoneChoice[] => {
  const language = pageLanguage(lang);
  const known = allZones(language, now).result();
  // The buyer's own zone comes first where the browser lists it under another name.
  const ownZone = known.some((zone) => zone.id === own) ? undefined : readZone(own, language, now);
  const placed = (ownZone ? [ownZone, ...known] : known).map((zone) => place(zone, lang));
  const collator = new Intl.Collator(language);
  return (lang === 'jp' ? onePerCountry(placed, own) : placed)
    .sort(
      (a, b) =>
        a.minutes - b.minutes ||
        collator.compare(a.name, b.name) ||
        collator.compare(a.place, b.place),
    )
    .map(choice);
};

/**
 * Reads what the whole list needs bit by bit while the browser is idle (the form is shown), so
 * it is there when the buyer opens it, then calls `read`; returns a function that stops it.
 */
export const readTimeZonesWhenIdle = (
  lang: Language,
  read?: () => void,
  now: number = Date.now(),
): (() => void) =>
  readWhenIdle(
    [allZones(pageLanguage(lang), now), ...(lang === 'jp' ? [countryTable()] : [])],
    read,
  );

/** A zone as a request names it without its offset: 'Central European Time — Rome'. */
export const zoneTitle = ({ name, place, id }: TimeZoneChoice): string =>
  [name, place].filter(Boolean).join(' — ') || id.replace(/_/g, ' ');

/** The title of one zone as the choices name it (the zone's id when the browser has none). */
export const timeZoneTitle = (id: string, lang: Language, now: number = Date.now()): string => {
  const zone = timeZoneChoice(id, lang, now);
  return zone ? zoneTitle(zone) : id.replace(/_/g, ' ');
};
