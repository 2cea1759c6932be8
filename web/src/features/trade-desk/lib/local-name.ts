import type { Language } from '@kakehashi/contracts/web';

/**
 * A recorded name in the page language (UI.md "One language per screen"): the English name on an
 * English page, the Japanese one on a Japanese page, the other only when that is all there is.
 */
export const localName = (
  names: { name: string | null; nameEn: string | null } | null,
  lang: Language,
): string =>
  names
    ? ((lang === 'jp' ? (names.name ?? names.nameEn) : (names.nameEn ?? names.name)) ?? '')
    : '';
