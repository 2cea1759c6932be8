import { emptyRegistrationForm } from '@kakehashi/contracts';

/** A complete sign-up form of a buyer in Japan, as the web's registration page sends it. */
export const registration = (email: string) => ({
  ...emptyRegistrationForm(),
  email,
  password: 'Kakehashi-2027',
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: 'Analytical Imports Ltd',
  companyAddress: '1 Main Street, London',
  postalCode: '100-0001',
  phoneNumber: '090-1234-5678',
  country: { code: 'JP', name: 'Japan' },
  AreasOfInterest: [{ id: 'food-tea', name: 'Tea' }],
  JETROOffice: { id: 'london', name: 'London' },
  termsAccepted: true,
  privacyPolicyAccepted: true,
});
