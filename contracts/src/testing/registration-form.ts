import {
  emptyRegistrationForm,
  type RegistrationFormInput,
} from '../registration/registration-form';

// Test support, never exported by the package: the contracts' and the BFF's tests import it by
// path (as the BFF's tests start the mock from mocks/src/testing).

/** A complete sign-up form of a buyer in Japan, as the web's registration page sends it. */
export const registration = (email: string): RegistrationFormInput => ({
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
