import { screen } from '@testing-library/react';
import type { RegistrationForm } from '@kakehashi/contracts/web';
import { renderApp } from '@/testing/render-app';
import { SignupSummary } from '../components/signup-summary';

// The confirm page lists the name in the order the form asked it: 姓 then 名 on a Japanese page,
// first then last name in English (docs/rules/accounts.md#names, UI.md "Japanese name order").

const form: RegistrationForm = {
  email: 'new.buyer@example.com',
  password: 'Trade2026ok',
  firstName: 'Maria',
  lastName: 'Rossi',
  companyName: 'Rossi Imports S.r.l.',
  companyAddress: 'Via Appia Nuova 1, Roma',
  postalCode: '00118',
  phoneNumber: '+390612345678',
  country: { code: 'IT', name: 'Italy' },
  companyWebsite: '',
  AreasOfInterest: [],
  JETROOffice: null,
  introducerName: '',
  signup_code: '',
  termsAccepted: true,
  privacyPolicyAccepted: true,
};

describe.each([
  ['en', ['First name', 'Last name'], ['Maria', 'Rossi']],
  ['jp', ['姓', '名'], ['Rossi', 'Maria']],
] as const)('the sign-up summary in %s', (locale, labels, values) => {
  it('lists the two name fields in the order the form asks them', () => {
    renderApp(<SignupSummary form={form} />, { locale });
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const at = terms.indexOf(labels[0]);
    expect(terms.slice(at, at + 2)).toEqual(labels);
    const shown = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(shown.slice(at, at + 2)).toEqual(values);
  });
});
