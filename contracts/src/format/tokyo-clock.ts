import { TOKYO_OFFSET_MS } from './tokyo-time';

// Apart from tokyo-time.ts: reading an instant (toInstant) is on the web's first page (a card's
// purchase period), the calendar fields only where a date is written, on later pages
// (docs/architecture.md#the-first-page).

/** The calendar fields of an instant as a clock in Tokyo shows them. */
export type TokyoClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
};

export const tokyoClock = (instant: Date): TokyoClock => {
  const shifted = new Date(instant.getTime() + TOKYO_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
};
