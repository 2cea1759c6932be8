import { tokyoClock } from './tokyo-clock';
import { toInstant, type DateInput } from './tokyo-time';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Japanese weekday names, Sunday first (Date#getDay order). */
export const JAPANESE_WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

/**
 * docs/rules/site-and-pages.md#dates: the Japanese date 'YYYY年MM月DD日（ddd）' in Asia/Tokyo, e.g.
 * 2026年11月22日（日）. Month and day are zero-padded; the parentheses are full-width. Unreadable input
 * gives '' so a screen shows nothing rather than "Invalid Date".
 */
export const formatJapaneseDate = (input: DateInput | null | undefined): string => {
  const instant = toInstant(input);
  if (!instant) return '';
  const c = tokyoClock(instant);
  return `${pad(c.year, 4)}年${pad(c.month)}月${pad(c.day)}日（${JAPANESE_WEEKDAYS[c.weekday]}）`;
};

/**
 * docs/rules/site-and-pages.md#dates: the slash date 'YYYY/MM/DD HH:mm' (24-hour clock) in
 * Asia/Tokyo. Unreadable input gives ''.
 */
export const formatSlashDateTime = (input: DateInput | null | undefined): string => {
  const instant = toInstant(input);
  if (!instant) return '';
  const c = tokyoClock(instant);
  return `${pad(c.year, 4)}/${pad(c.month)}/${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}`;
};
