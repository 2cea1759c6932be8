import { StepReading } from './step-reading';

// The country of a time zone, for a Japanese page that places a zone by it
// (docs/rules/lists-and-requests.md#meeting-times). The browser knows it only the other way
// round (a region's zones, Intl.Locale), and asking every region takes it ~100 ms: one zone's
// country is found from its own name first, the whole table read only where that fails.

type LocaleWithZones = Intl.Locale & { getTimeZones?: () => string[]; timeZones?: string[] };

const zonesOfRegion = (code: string): { region: string; zones: string[] } => {
  const region = new Intl.Locale(`und-${code}`) as LocaleWithZones;
  // An old code ('SU', 'WK') stands for today's ('RU', 'UM'), which has a name.
  return {
    region: region.region ?? code,
    zones: region.getTimeZones?.() ?? region.timeZones ?? [],
  };
};

let named: Map<string, string> | undefined;

/** The codes that name a region, by their English name ('Italy' → 'IT'). */
const regionsByName = (): Map<string, string> => {
  if (!named) {
    named = new Map();
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters)
      for (const b of letters) {
        const name = names.of(`${a}${b}`);
        if (name && !named.has(name)) named.set(name, `${a}${b}`);
      }
  }
  return named;
};

function* readCountries(): Generator<void, Map<string, string>> {
  const countries = new Map<string, string>();
  for (const code of regionsByName().values()) {
    const { region, zones } = zonesOfRegion(code);
    for (const zone of zones) countries.set(zone, region);
    yield;
  }
  return countries;
}

let table: StepReading<Map<string, string>> | undefined;

/** Every zone's country, read a region at a time (once a session: the table does not change). */
export const countryTable = (): StepReading<Map<string, string>> =>
  (table ??= new StepReading(readCountries()));

/**
 * Intl names a zone that is its country's only one (or first) by the country: 'Italy Time'. The
 * region of that name is asked whether the zone is one of its own.
 */
const countryByName = (zone: string): string => {
  try {
    const name = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    const code = regionsByName().get(/^(.+) Time$/.exec(name ?? '')?.[1] ?? '');
    if (!code) return '';
    const { region, zones } = zonesOfRegion(code);
    return zones.includes(zone) ? region : '';
  } catch {
    return '';
  }
};

const byName = new Map<string, string>();

/** A zone's country (ISO 3166; '' for none). */
export const countryOf = (zone: string): string => {
  if (table?.complete) return table.result().get(zone) ?? '';
  let country = byName.get(zone);
  if (country === undefined) {
    country = countryByName(zone);
    byName.set(zone, country);
  }
  return country || (countryTable().result().get(zone) ?? '');
};
