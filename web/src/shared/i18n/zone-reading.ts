import { readableZoneName } from '@kakehashi/contracts/web';
import { StepReading } from './step-reading';

// How the browser's Intl describes a time zone: its offset now and through the year, and its
// name in the page language (docs/rules/lists-and-requests.md#meeting-times). Each zone costs the
// browser a formatter or two (~0.5 ms): every zone (~420) is read a zone at a time.

export type Zone = {
  /** The IANA id. */
  id: string;
  /** 'UTC+09:00'. */
  offset: string;
  minutes: number;
  /** 'Japan Standard Time' / 「日本標準時」; empty where Intl has only an offset for it. */
  name: string;
  /** The offsets in January and July: zones that read alike and keep them are one choice. */
  rules: string;
};

/** 'UTC+09:00' from an offset in minutes. */
const offsetText = (minutes: number): string => {
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
};

/** Minutes ahead of UTC from Intl's 'GMT+05:30' (or 'GMT' for none). */
const minutesOf = (gmt: string): number => {
  const m = /([+\-\u2212])(\d{1,2}):?(\d{2})?/.exec(gmt);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '+' ? minutes : -minutes;
};

/** One zone for the page language at `now`; undefined for a zone the browser cannot format. */
export const readZone = (id: string, language: string, now: number): Zone | undefined => {
  const year = new Date(now).getUTCFullYear();
  try {
    const offsets = new Intl.DateTimeFormat('en-US', { timeZone: id, timeZoneName: 'longOffset' });
    const [minutes = 0, ...seasons] = [now, Date.UTC(year, 0, 1), Date.UTC(year, 6, 1)].map((at) =>
      minutesOf(
        offsets.formatToParts(new Date(at)).find((part) => part.type === 'timeZoneName')?.value ??
          '',
      ),
    );
    return {
      id,
      offset: offsetText(minutes),
      minutes,
      name: readableZoneName(id, language, new Date(now)),
      rules: seasons.join(),
    };
  } catch {
    return undefined;
  }
};

const supportedZones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return supported ? supported('timeZone') : ['UTC', 'Asia/Tokyo'];
};

function* readAll(language: string, now: number): Generator<void, Zone[]> {
  const zones: Zone[] = [];
  for (const id of supportedZones()) {
    const zone = readZone(id, language, now);
    if (zone) zones.push(zone);
    yield;
  }
  return zones;
}

const readings = new Map<string, StepReading<Zone[]>>();

/**
 * Every zone the browser knows, read once an hour per language (offsets change with the season):
 * the form's list, whichever buyer opens it, shares one reading.
 */
export const allZones = (language: string, now: number): StepReading<Zone[]> => {
  const hour = Math.floor(now / 3_600_000);
  const key = `${language} ${hour}`;
  let reading = readings.get(key);
  if (!reading) {
    for (const old of readings.keys()) if (!old.endsWith(` ${hour}`)) readings.delete(old);
    reading = new StepReading(readAll(language, now));
    readings.set(key, reading);
  }
  return reading;
};
