import type { z } from 'zod';
import type { MemberUser } from '../upstream/member';
import { textField } from '../validation/fields';
import type { Language } from '../bff/language';
import { katakanaPattern } from '../validation/patterns';

/**
 * The account fields sign-up does not ask for and the profile edits (docs/rules/accounts.md#profile):
 * the readings of the name and the company, the department and the position. Labels in both
 * languages; form messages name the fields with them.
 */
export const profileExtraLabels = {
  nameRead: { en: 'Name reading', jp: 'フリガナ（氏名）' },
  companyRead: { en: 'Company name reading', jp: 'フリガナ（会社名）' },
  companyDivision: { en: 'Department', jp: '部署' },
  companyPosition: { en: 'Position', jp: '役職' },
} as const satisfies Record<string, Record<Language, string>>;

export type ProfileExtraField = keyof typeof profileExtraLabels;

export const profileExtraLabel = (lang: Language, field: ProfileExtraField): string =>
  profileExtraLabels[field][lang === 'jp' ? 'jp' : 'en'];

/** The readings already on the account: kept as they are, whatever script they are in. */
export type StoredReadings = { nameRead?: string; companyRead?: string };

/**
 * docs/rules/accounts.md#profile readings: on the Japanese page a reading the buyer types is
 * checked as katakana (katakana and the long-vowel mark ー only, spec §5); on the English page it
 * is one line of any script, as a buyer abroad reads their own name. A reading already stored
 * (sign-up keeps the name as its reading) passes unchanged, so it never blocks saving the rest.
 */
const readingField = (lang: Language, field: 'nameRead' | 'companyRead', stored = '') =>
  textField({ lang, label: profileExtraLabel(lang, field), required: false, max: 100 }, (value) =>
    lang !== 'jp' || value === stored.trim() || katakanaPattern.test(value) ? null : 'katakana',
  );

export const profileExtrasShape = (lang: Language, stored: StoredReadings = {}) => ({
  nameRead: readingField(lang, 'nameRead', stored.nameRead),
  companyRead: readingField(lang, 'companyRead', stored.companyRead),
  companyDivision: textField({
    lang,
    label: profileExtraLabel(lang, 'companyDivision'),
    required: false,
    max: 200,
  }),
  companyPosition: textField({
    lang,
    label: profileExtraLabel(lang, 'companyPosition'),
    required: false,
    max: 200,
  }),
});

/** The stored account as the extra fields' values. */
export const profileExtrasFromMember = (user: MemberUser) => ({
  nameRead: user.name_read ?? '',
  companyRead: user.company_read ?? '',
  companyDivision: user.company_division ?? '',
  companyPosition: user.company_position ?? '',
});

/** The extra fields as the `member/information/update` user patch. */
export const memberPatchFromExtras = (
  form: z.output<z.ZodObject<ReturnType<typeof profileExtrasShape>>>,
) => ({
  name_read: form.nameRead,
  company_read: form.companyRead,
  company_division: form.companyDivision,
  company_position: form.companyPosition,
});
