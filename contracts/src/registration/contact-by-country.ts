import type { z } from 'zod';
import {
  isJapan,
  normaliseInternationalPhone,
  normaliseOverseasPostal,
} from '../validation/international';
import { formMessage, type FormMessageKind } from '../validation/messages';
import { japanesePhoneIssue } from '../validation/fields';
import { normalisePhone, normaliseZip } from '../validation/normalise';
import { registrationLabel } from './field-labels';
import { findCountry } from './options/countries';
import type { Language } from '../bff/language';

/** The part of a form whose phone and postal code follow its country. */
export type ContactByCountry = {
  country: { code: string };
  phoneNumber: string;
  postalCode: string;
};

/** Which rule a phone breaks for this country, or null (docs/rules/accounts.md). */
export const phoneIssue = (phone: string, country: string): FormMessageKind | null => {
  if (phone.trim() === '') return null; // 'required' is the field's own check
  if (!isJapan(country))
    return normaliseInternationalPhone(phone, country) ? null : 'internationalPhone';
  return japanesePhoneIssue(phone);
};

/** Which rule a postal code breaks for this country, or null; an empty one is allowed. */
export const postalIssue = (postal: string, country: string): FormMessageKind | null => {
  if (postal.trim() === '') return null;
  if (isJapan(country)) return normaliseZip(postal) ? null : 'zip';
  return normaliseOverseasPostal(postal) ? null : 'overseasPostal';
};

/**
 * Run the country check only once country, phone and postal code are strings: a form missing
 * other fields still shows its phone and postal messages at the same time.
 */
export const countryAndContactParsed = (payload: { value: unknown }): boolean => {
  const v = payload.value as Partial<ContactByCountry> | undefined;
  return (
    typeof v?.country?.code === 'string' &&
    typeof v.phoneNumber === 'string' &&
    typeof v.postalCode === 'string'
  );
};

/** Adds the phone and postal-code issues for the chosen country (none until one is chosen). */
export const contactFitsCountry =
  (lang: Language) =>
  (form: ContactByCountry, ctx: z.RefinementCtx): void => {
    const country = form.country.code;
    if (!findCountry(country)) return; // the country's own message says what to do first
    const say = (field: 'phoneNumber' | 'postalCode', kind: FormMessageKind) =>
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: formMessage(lang, kind, { label: registrationLabel(lang, field) }),
        params: { kind },
      });
    const phone = phoneIssue(form.phoneNumber, country);
    if (phone) say('phoneNumber', phone);
    const postal = postalIssue(form.postalCode, country);
    if (postal) say('postalCode', postal);
  };

/** The stored forms: Japanese digits, or E.164 and the tidied postal code abroad. */
export const normaliseContact = <T extends ContactByCountry>(form: T): T => {
  const country = form.country.code;
  const japan = isJapan(country);
  const phone = japan
    ? normalisePhone(form.phoneNumber)
    : normaliseInternationalPhone(form.phoneNumber, country);
  const postal =
    form.postalCode.trim() === ''
      ? ''
      : japan
        ? normaliseZip(form.postalCode)
        : normaliseOverseasPostal(form.postalCode);
  return { ...form, phoneNumber: phone ?? form.phoneNumber, postalCode: postal ?? form.postalCode };
};
