import { tokyoClock } from '@kakehashi/contracts';

// The days a delivery method can bring an order (docs/upstream.md#cart-and-order: a delivery
// method's `delivery_date_selections`), as a Japanese shop system offers them: the order ships on
// the shop's first order-processing day after today (Tokyo), reaches the buyer the method's
// transit days later, and the buyer picks one of the two weeks from then. Letter post goes into
// the letterbox whenever it arrives, so it offers no day; freight is delivered on working days.

const dayMs = 24 * 60 * 60 * 1000;

/** Days offered from the earliest one on. */
export const offeredDayCount = 14;

/** Transit days after shipping, by delivery method code; a code not listed offers no day. */
const transitDays: Readonly<Record<string, number>> = {
  STANDARD: 2,
  COOL: 2,
  FREIGHT: 5,
};

/** Methods whose carrier delivers on working days only (palletised freight needs a dock). */
const workingDaysOnly = new Set(['FREIGHT']);

/** A calendar day as a Tokyo wall-clock date: what `utility/calendar` lists and dates name. */
type Day = { year: number; month: number; day: number; weekday: number };

const dayAt = (utcMidnightMs: number): Day => {
  const date = new Date(utcMidnightMs);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
};

/** The new-year break (29 Dec – 3 Jan), when neither the shop nor the carriers work. */
const newYearBreak = ({ month, day }: Day) =>
  (month === 12 && day >= 29) || (month === 1 && day <= 3);

const worksOn = (day: Day): boolean => day.weekday !== 0 && day.weekday !== 6 && !newYearBreak(day);

/** The shop's calendar (`utility/calendar`): weekends and the new-year break process no orders. */
export const processesOrders = (year: number, month: number, day: number): boolean =>
  worksOn(dayAt(Date.UTC(year, month - 1, day)));

const isoDay = ({ year, month, day }: Day) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The delivery days a method offers for an order placed at `nowMs`, as `YYYY-MM-DD` (a Tokyo date,
 * as the upstream writes dates); none for a method that takes no day.
 */
export const deliveryDaysFor = (methodCode: string, nowMs: number): string[] => {
  const transit = transitDays[methodCode];
  if (transit === undefined) return [];
  const today = tokyoClock(new Date(nowMs));
  let at = Date.UTC(today.year, today.month - 1, today.day);
  do at += dayMs;
  while (!worksOn(dayAt(at)));
  at += transit * dayMs;
  const days: string[] = [];
  for (; days.length < offeredDayCount; at += dayMs) {
    const day = dayAt(at);
    if (newYearBreak(day) || (workingDaysOnly.has(methodCode) && !worksOn(day))) continue;
    days.push(isoDay(day));
  }
  return days;
};
