import type { Locale } from '@/shared/i18n/i18n';

// A checkout party's phone is stored as its national digits, 10 or 11 (docs/rules/accounts.md#validation-patterns;
// the checkout form takes only a Japanese number). Where the split between area code and local
// number is certain from the first digits it is shown as Japanese readers write it; any other
// area code (two to five digits) is left unsplit rather than split in the wrong place.
const groupings: [RegExp, number[]][] = [
  [/^0[5789]0\d{8}$/, [3, 4, 4]], // mobile and IP phones: 090-1234-5678
  [/^0120\d{6}$/, [4, 3, 3]], // free dial: 0120-123-456
  [/^0800\d{7}$/, [4, 3, 4]], // free dial: 0800-123-4567
  [/^0[36]\d{8}$/, [2, 4, 4]], // Tokyo and Osaka: 03-1234-5678
];

const grouped = (digits: string): string => {
  const sizes = groupings.find(([pattern]) => pattern.test(digits))?.[1];
  if (!sizes) return digits;
  let from = 0;
  return sizes
    .map((size) => {
      const part = digits.slice(from, from + size);
      from += size;
      return part;
    })
    .join('-');
};

/**
 * A party's phone as a reader of the page expects it: `03-1234-5678` on a Japanese page; on an
 * English one the number as dialled from abroad, `+81 3-1234-5678` (the trunk 0 dropped). An
 * international number (E.164) or anything else stays as stored.
 */
export const partyPhone = (tel: string, locale: Locale): string => {
  if (!/^0\d{9,10}$/.test(tel)) return tel;
  const national = grouped(tel);
  return locale === 'jp' ? national : `+81 ${national.slice(1)}`;
};
