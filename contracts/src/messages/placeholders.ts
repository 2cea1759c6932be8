import type { Language } from '../bff/language';

/** A value that may fill a `{}` placeholder. */
export type MessageParam = string | number;

/**
 * A wait of whole minutes as a buyer reads it (UI.md: a wait is said concretely): under an hour in
 * minutes (「14分」, "14 minutes"), from an hour on in hours and minutes (「24時間」「1時間30分」,
 * "24 hours", "1 hour 30 minutes"), never a bare count of more than 59 minutes.
 */
export const sayMinutes = (minutes: number, language: Language): string => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (language === 'jp')
    return `${hours ? `${hours}時間` : ''}${rest || !hours ? `${rest}分` : ''}`;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts = [hours ? unit(hours, 'hour') : '', rest || !hours ? unit(rest, 'minute') : ''];
  return parts.filter(Boolean).join(' ');
};

// A `{}` with the minutes counter right after it (the upstream's lock message: 「{}分後に」,
// "in {} minutes"; "in {} min."): its value is a count of minutes, said by sayMinutes.
const placeholder = /\{\}(分| min(?:utes?)?(?![a-z]))?/g;

/**
 * docs/rules/errors-and-messages.md#placeholders: "Messages may hold {} placeholders filled in
 * order". The n-th `{}` takes the n-th param; extra params are ignored and placeholders without a
 * param are removed, so a user never sees a raw `{}`. Param text is inserted verbatim (no
 * `$&`-style replacement patterns), except that a count before the template's minutes counter is
 * said by sayMinutes, an hour or more in hours and minutes (「1440分」 reads 「24時間」, "1 minutes"
 * "1 minute").
 */
export const fillPlaceholders = (
  template: string,
  params: readonly MessageParam[] = [],
): string => {
  let next = 0;
  return template.replace(placeholder, (_, unit: string | undefined) => {
    const param = params[next];
    next += 1;
    if (param === undefined) return unit ?? '';
    if (unit && /^\d+$/.test(String(param)))
      return sayMinutes(Number(param), unit === '分' ? 'jp' : 'en');
    return `${param}${unit ?? ''}`;
  });
};
