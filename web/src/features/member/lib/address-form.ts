import { z } from 'zod';
import { phoneField, textField, zipField, type FormLanguage } from '@kakehashi/contracts/web';

// docs/rules/accounts.md#addresses: saved addresses are delivery addresses in Japan (the shop
// ships domestically), so the spec's Japanese formats apply: zip 7 digits, phone 10–11 digits.

const labels = {
  name: { en: 'Recipient name', jp: 'お届け先氏名' },
  company: { en: 'Company', jp: '会社名' },
  zip: { en: 'Postal code', jp: '郵便番号' },
  state: { en: 'Prefecture', jp: '都道府県' },
  city: { en: 'City', jp: '市区町村' },
  street: { en: 'Street address', jp: '番地' },
  building: { en: 'Building', jp: '建物名' },
  tel: { en: 'Phone number', jp: '電話番号' },
} as const;
export type AddressField = keyof typeof labels;

const field = (lang: FormLanguage, name: AddressField, max: number, required = true) => ({
  lang,
  label: labels[name][lang],
  max,
  required,
});

export const addressFormSchema = (lang: FormLanguage) =>
  z.object({
    name: textField(field(lang, 'name', 100)),
    company: textField(field(lang, 'company', 200, false)),
    zip: zipField(field(lang, 'zip', 8)),
    state: textField(field(lang, 'state', 50)),
    city: textField(field(lang, 'city', 100)),
    street: textField(field(lang, 'street', 200)),
    building: textField(field(lang, 'building', 200, false)),
    tel: phoneField(field(lang, 'tel', 13)),
  });
export type AddressFormInput = z.input<ReturnType<typeof addressFormSchema>>;
export type AddressForm = z.output<ReturnType<typeof addressFormSchema>>;

export const emptyAddress = (): AddressFormInput => ({
  name: '',
  company: '',
  zip: '',
  state: '',
  city: '',
  street: '',
  building: '',
  tel: '',
});
