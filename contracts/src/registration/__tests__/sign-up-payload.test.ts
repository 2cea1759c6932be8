import { signUpRequestSchema } from '../../upstream/member';
import { registrationFormSchema, type RegistrationFormInput } from '../registration-form';
import { signUpPayloadSchema, toSignUpPayload } from '../sign-up-payload';

const input: RegistrationFormInput = {
  email: 'buyer@example.com',
  password: 'Kakehashi-2026',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  companyName: 'Analytical Imports Ltd',
  companyAddress: '1 Main Street, London',
  postalCode: '100-0001',
  phoneNumber: '03-1234-5678',
  country: { code: 'JP', name: 'Japan' },
  companyWebsite: 'https://example.co.uk',
  AreasOfInterest: [
    { id: 'food-tea', name: 'Tea' },
    { id: 'goods', name: 'Consumer Goods' },
  ],
  JETROOffice: { id: 'london', name: 'London' },
  introducerName: 'Sato',
  signup_code: 'ABC123',
  termsAccepted: true,
  privacyPolicyAccepted: true,
};

describe('toSignUpPayload (docs/rules/accounts.md#sign-up-payload)', () => {
  const payload = toSignUpPayload(registrationFormSchema('en').parse(input));

  it('maps every form field to the sign-up payload', () => {
    expect(payload).toEqual({
      email: 'buyer@example.com',
      password: 'Kakehashi-2026',
      name: 'Ada Lovelace',
      company: 'Analytical Imports Ltd',
      tel_primary: '0312345678',
      custom: { address: '1 Main Street, London' },
      zip: '1000001',
      buyer_country: 'JP',
      buyer_website_url: 'https://example.co.uk',
      interest_category_1: 'food-tea',
      interest_category_2: 'goods',
      interest_category_3: '',
      buyer_introduced_office: 'london',
      buyer_introduced_staff: 'Sato',
      register_no_password: false,
      request_access_token: false,
      signup_code: 'ABC123',
    });
  });

  it('produces a payload that our schema and the upstream request schema accept', () => {
    expect(signUpPayloadSchema.safeParse(payload).success).toBe(true);
    expect(signUpRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('sends empty strings for an unchosen office and an empty zip', () => {
    const form = registrationFormSchema('en').parse({
      ...input,
      JETROOffice: null,
      postalCode: '',
    });
    const p = toSignUpPayload(form);
    expect(p.buyer_introduced_office).toBe('');
    expect(p.zip).toBe('');
    expect(signUpPayloadSchema.safeParse(p).success).toBe(true);
  });

  it('normalises an unparsed phone and zip rather than send hyphens', () => {
    const p = toSignUpPayload({ ...input, firstName: 'Ada' } as never);
    expect(p.tel_primary).toBe('0312345678');
    expect(p.zip).toBe('1000001');
  });

  it('refuses a payload whose fixed flags are true', () => {
    expect(signUpPayloadSchema.safeParse({ ...payload, register_no_password: true }).success).toBe(
      false,
    );
    expect(signUpPayloadSchema.safeParse({ ...payload, request_access_token: true }).success).toBe(
      false,
    );
  });
});
