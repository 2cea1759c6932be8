import { z } from 'zod';
import { emailField, phoneField, textField, zipField } from '../validation/fields';
import type { Language } from '../bff/language';

/** The purchaser/receiver form's labels (docs/rules/cart-and-checkout.md order purchaser and reciever). */
export const partyFieldLabels = {
  name: { en: 'Name', jp: '氏名' },
  company: { en: 'Company name', jp: '会社名' },
  email: { en: 'Email', jp: 'メールアドレス' },
  tel: { en: 'Phone number', jp: '電話番号' },
  zip: { en: 'Postal code', jp: '郵便番号' },
  state: { en: 'Prefecture', jp: '都道府県' },
  city: { en: 'City', jp: '市区町村' },
  street: { en: 'Street address', jp: '番地' },
  building: { en: 'Building', jp: '建物名' },
} as const satisfies Record<string, Record<Language, string>>;
export type PartyField = keyof typeof partyFieldLabels;

/**
 * docs/rules/cart-and-checkout.md purchaser and receiver, as the checkout form checks them before `order/setPurchaser`
 * or `order/setReciever` (docs/rules/cart-and-checkout.md patterns: phone 10 or 11 digits, zip 7 digits). The parsed
 * values are what those calls take: phone digits only, zip without the hyphen.
 */
export const partyFormSchema = (lang: Language) => {
  const label = (field: PartyField) => partyFieldLabels[field][lang === 'jp' ? 'jp' : 'en'];
  const text = (field: PartyField, max: number, required = true) =>
    textField({ lang, label: label(field), max, required });
  return z.object({
    name: text('name', 100),
    company: text('company', 200, false),
    email: emailField({ lang, label: label('email') }),
    tel: phoneField({ lang, label: label('tel') }),
    zip: zipField({ lang, label: label('zip') }),
    state: text('state', 50),
    city: text('city', 100),
    street: text('street', 200),
    building: text('building', 200, false),
  });
};
export type PartyFormInput = z.input<ReturnType<typeof partyFormSchema>>;
export type PartyForm = z.output<ReturnType<typeof partyFormSchema>>;
