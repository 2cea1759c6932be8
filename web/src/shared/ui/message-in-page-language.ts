import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@/shared/i18n/i18n';
import type { useSiteSettings } from '@/shared/site/api/site-settings';

// A `{}` before its minutes counter (「{}分後」, "in {} minutes"): the gateway says a count of an
// hour or more there in hours and minutes (「24時間後」, "in 1 hour 30 minutes"; contracts'
// fillPlaceholders). Read back as the count and said again so here, not imported: contracts'
// placeholders module would be a chunk of its own, named in the first page's preload lists.
const placeholder = /\{\}(分| min(?:utes?)?(?![a-z]))?/g;
const minutesOf = (said: string): string => {
  const [hours, minutes] = [/(\d+) ?(?:hour|時間)/, /(\d+) ?(?:min|分)/].map((unit) =>
    Number(unit.exec(said)?.[1] ?? 0),
  ) as [number, number];
  return /\d/.test(said) ? String(hours * 60 + minutes) : '';
};
const sayMinutes = (count: number, jp: boolean): string => {
  const [hours, minutes] = [Math.floor(count / 60), count % 60];
  if (jp) return (hours ? `${hours}時間` : '') + (minutes || !hours ? `${minutes}分` : '');
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return [hours && unit(hours, 'hour'), (minutes || !hours) && unit(minutes, 'minute')]
    .filter(Boolean)
    .join(' ');
};

// Kana, kanji and full-width forms: a message holding any is Japanese, one without is English.
const japaneseText = /[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]/;

/**
 * A Result's message in the page's language (UI.md "One language per screen"). The gateway words
 * a failure in the session's language when the call is answered, so after a language switch an
 * alert still on screen says it in the language left (「このクーポンはカート内の商品には使えません。」
 * on an English page). Such a message is worded again from its code by the site's tables
 * (`site/get` error_messages, one per language; docs/rules/errors-and-messages.md#message-formatting),
 * for every alert that shows one (MessageWithCode), its values (`{}`) read back from the wording
 * of the language left. The gateway's own codes (E000-429, E000-521 …) are in those tables too:
 * the gateway adds its wordings to the `site/get` answer, so no table of ours ships in the web's
 * chunks. A message worded otherwise (the gateway's own sentences) keeps its text, as does a code
 * the tables do not know: the unmapped message (Japanese on every page by rule).
 */
export const useMessageInPageLanguage = (message: string, status: string): string => {
  const locale = useLocale();
  const languageLeft = status !== '' && japaneseText.test(message) !== (locale === 'jp');
  // The settings as the header's search has read them (useSiteSettings, on every page with the
  // frame): read from the cache, never asked for here, so an alert adds no call.
  const tables = useQuery<ReturnType<typeof useSiteSettings>['data']>({
    queryKey: ['site', 'get'],
    enabled: false,
  }).data?.error_messages;
  if (!languageLeft || !tables) return message;
  const wordingIn = (table: Record<string, string>): string | undefined => {
    const templates = status
      .split(',')
      .map((code) => (Object.hasOwn(table, code) ? table[code] : ''));
    return templates.every(Boolean) ? [...new Set(templates)].join(' ') : undefined;
  };
  const wording = wordingIn(tables[locale === 'jp' ? 'ja' : 'en']);
  if (!wording?.includes('{}')) return wording ?? message;
  // The values the answer filled in (a lock's attempts and minutes, a quantity's bounds), read
  // back from the wording of the language left, fill the page language's in the same order (a
  // wait said in hours, "24 hours", reads back as its minutes and is said again: 「24時間」).
  const left = wordingIn(tables[locale === 'jp' ? 'en' : 'ja']);
  const parts = left?.split(placeholder);
  const pattern = parts
    ?.filter((_, i) => i % 2 === 0)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const values = pattern && new RegExp(`^${pattern.join('(.*?)')}$`, 's').exec(message);
  if (!values) return message;
  const said = values.slice(1).map((value, i) => (parts![i * 2 + 1] ? minutesOf(value) : value));
  let next = 0;
  return wording.replace(placeholder, (_, unit?: string) => {
    const value = said[next++] ?? '';
    return unit && /^\d+$/.test(value)
      ? sayMinutes(Number(value), unit === '分')
      : value + (unit ?? '');
  });
};
