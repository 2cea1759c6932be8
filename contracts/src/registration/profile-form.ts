import { z } from 'zod';
import type { MemberUser } from '../upstream/member';
import { isJapan } from '../validation/international';
import type { Language } from '../bff/language';
import {
  contactFitsCountry,
  countryAndContactParsed,
  normaliseContact,
} from './contact-by-country';
import { findAreaOfInterest } from './options/areas-of-interest';
import { findCountry } from './options/countries';
import { findJetroOffice } from './options/jetro-offices';
import {
  memberPatchFromExtras,
  profileExtrasFromMember,
  profileExtrasShape,
  type StoredReadings,
} from './profile-extras';
import { buyerDetailsShape, MAX_AREAS_OF_INTEREST } from './registration-form';

/**
 * docs/rules/accounts.md#profile: the buyer edits the details given at sign-up under the same
 * rules (required fields, lengths, phone and postal code by country, known options), and the
 * readings, department and position (profile-extras.ts; `stored` readings pass unchanged).
 */
export const profileFormSchema = (lang: Language, stored: StoredReadings = {}) =>
  z
    .object({ ...buyerDetailsShape(lang), ...profileExtrasShape(lang, stored) })
    .superRefine(contactFitsCountry(lang), { when: countryAndContactParsed })
    .overwrite(normaliseContact);

export type ProfileFormInput = z.input<ReturnType<typeof profileFormSchema>>;
export type ProfileForm = z.output<ReturnType<typeof profileFormSchema>>;

const nameOf = (option: { en: string; ja: string } | undefined, lang: Language) =>
  option ? (lang === 'jp' ? option.ja : option.en) : '';

/**
 * The stored member as the form's values. The name is stored "First Last" (sign-up joins the
 * parts with one space); the last word is taken as the last name. The address parts of an
 * account made elsewhere (state, city, street, building) are shown as one line, as sign-up asks.
 */
export const profileFromMember = (user: MemberUser, lang: Language): ProfileFormInput => {
  const words = user.name.trim().split(/\s+/);
  const lastName = words.length > 1 ? (words.pop() ?? '') : '';
  const country = findCountry(user.buyer_country ?? '');
  const interests = [user.interest_category_1, user.interest_category_2, user.interest_category_3]
    .map((id) => findAreaOfInterest(id ?? ''))
    .filter((area) => area !== undefined)
    .map((area) => ({ id: area.id, name: nameOf(area, lang) }));
  const office = findJetroOffice(user.buyer_introduced_office ?? '');
  return {
    firstName: words.join(' '),
    lastName,
    companyName: user.company ?? '',
    companyAddress: [user.state, user.city, user.street, user.building]
      .map((part) => (part ?? '').trim())
      .filter(Boolean)
      .join(isJapan(user.buyer_country) ? '' : ', '),
    postalCode: user.zip ?? '',
    phoneNumber: user.tel_primary ?? '',
    country: { code: country?.code ?? '', name: nameOf(country, lang) },
    companyWebsite: user.buyer_website_url ?? '',
    AreasOfInterest: Array.from(
      { length: MAX_AREAS_OF_INTEREST },
      (_, i) => interests[i] ?? { id: '', name: '' },
    ),
    JETROOffice: office ? { id: office.id, name: nameOf(office, lang) } : null,
    introducerName: user.buyer_introduced_staff ?? '',
    ...profileExtrasFromMember(user),
  };
};

/** The parsed form as the `member/information/update` user patch (the address kept in street). */
export const memberPatchFromProfile = (form: ProfileForm) => {
  const interests = form.AreasOfInterest.map((a) => a.id).filter((id) => id !== '');
  return {
    name: [form.firstName, form.lastName].filter(Boolean).join(' '),
    company: form.companyName,
    zip: form.postalCode,
    state: '',
    city: '',
    street: form.companyAddress,
    building: '',
    tel_primary: form.phoneNumber,
    buyer_country: form.country.code,
    buyer_website_url: form.companyWebsite,
    interest_category_1: interests[0] ?? '',
    interest_category_2: interests[1] ?? '',
    interest_category_3: interests[2] ?? '',
    buyer_introduced_office: form.JETROOffice?.id ?? '',
    buyer_introduced_staff: form.introducerName,
    ...memberPatchFromExtras(form),
  };
};
