import { z } from 'zod';

/**
 * Text fields and control characters (docs/security.md#single-line-fields). A single-line field
 * (a name, title, email, company, phone, address line …) may reach a mail header or a log line,
 * where a CR/LF starts a new header (`Hi\r\nBcc: …`): it refuses every control character — C0,
 * DEL, C1 and the Unicode line and paragraph separators. A multi-line field keeps its line breaks
 * (CR LF and CR become LF) and refuses every other control character, tabs included.
 */
const isControl = (code: number) =>
  code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
const controlsIn = (value: string, allowed: (code: number) => boolean) => {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (isControl(code) && !allowed(code)) return true;
  }
  return false;
};
const lineBreak = (code: number) => code === 0x0a || code === 0x0d;

/** True when `value` holds no control character: fit for a single-line field. */
export const isSingleLine = (value: string): boolean => !controlsIn(value, () => false);
/** True when `value`'s only control characters are line breaks (CR, LF): fit for multi-line text. */
export const isMultiLine = (value: string): boolean => !controlsIn(value, lineBreak);

/**
 * The issue's `params.kind` names its form message (messages.ts): the BFF words it in the user's
 * language (messages/issue-messages.ts); without a language zod's default text stands.
 */
export const singleLine = () =>
  z.string().refine(isSingleLine, { params: { kind: 'singleLine' }, abort: true });

/** A multi-line text field: line breaks kept as LF, no other control character. */
export const multiLine = () =>
  z
    .string()
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .refine(isMultiLine, {
      params: { kind: 'controlCharacters' },
      abort: true,
    });
