import type { TFunction } from 'i18next';
import { z } from 'zod';
import { phoneField, textField, zipField, type Language } from '@kakehashi/contracts/web';

// docs/rules/accounts.md#addresses: saved addresses are delivery addresses in Japan (the shop
// ships domestically), so the spec's Japanese formats apply: zip 7 digits, phone 10–11 digits
// (typed as dialled in Japan or from abroad, `+81 3-1234-5678`).

/**
 * The label each field's messages name: the form's own label, shorter for the postal code and
 * phone ("Postal code must be 7 digits", not "Postal code (Japan) must be…").
 */
const messageLabels = {
  name: 'addresses.name',
  company: 'addresses.company',
  zip: 'addresses.inMessages.zip',
  state: 'addresses.state',
  city: 'addresses.city',
  street: 'addresses.street',
  building: 'addresses.building',
  tel: 'addresses.inMessages.tel',
} as const;
export type AddressField = keyof typeof messageLabels;

export const addressFormSchema = (lang: Language, t: TFunction) => {
  const field = (name: AddressField, max: number, required = true) => ({
    lang,
    label: t(messageLabels[name]),
    max,
    required,
  });
  return z.object({
    name: textField(field('name', 100)),
    company: textField(field('company', 200, false)),
    zip: zipField(field('zip', 8)),
    state: textField(field('state', 50)),
    city: textField(field('city', 100)),
    street: textField(field('street', 200)),
    building: textField(field('building', 200, false)),
    // Room for a number written from abroad: `+81 (0)90 1234 5678` is 19 characters.
    tel: phoneField(field('tel', 20)),
  });
};
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
