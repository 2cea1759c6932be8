import { registrationFormSchema, emptyRegistrationForm } from '../registration-form';
import type { RegistrationFormInput } from '../registration-form';
import { registration } from '../../testing/registration-form';

/** The complete form with every optional field filled and an address to trim. */
const valid = (): RegistrationFormInput => ({
  ...registration(' buyer@example.com '),
  companyWebsite: 'https://example.co.uk',
  AreasOfInterest: [
    { id: 'food-tea', name: 'Tea' },
    { id: 'goods-crafts', name: 'Traditional crafts' },
  ],
  introducerName: 'Sato',
});

const issuesOf = (lang: 'en' | 'jp', form: RegistrationFormInput) => {
  const result = registrationFormSchema(lang).safeParse(form);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('registrationFormSchema (docs/rules/accounts.md#sign-up)', () => {
  it('accepts a complete form and normalises phone, zip and text', () => {
    const form = registrationFormSchema('en').parse(valid());
    expect(form.email).toBe('buyer@example.com');
    expect(form.phoneNumber).toBe('09012345678');
    expect(form.postalCode).toBe('1000001');
  });

  it('takes the phone of a buyer in Japan written from abroad and stores its national digits', () => {
    const form = registrationFormSchema('en').parse({ ...valid(), phoneNumber: '+81 3-1234-5678' });
    expect(form.phoneNumber).toBe('0312345678');
  });

  it('requires consent to both the terms and the privacy policy', () => {
    const issues = issuesOf('en', {
      ...valid(),
      termsAccepted: false,
      privacyPolicyAccepted: false,
    });
    expect(issues).toEqual({
      termsAccepted: 'Please agree to the Terms of Use.',
      privacyPolicyAccepted: 'Please agree to the Privacy Policy.',
    });
    expect(issuesOf('jp', { ...valid(), termsAccepted: false })).toEqual({
      termsAccepted: '利用規約に同意してください。',
    });
  });

  it('reports every required field of an empty form in the user language', () => {
    const issues = issuesOf('jp', emptyRegistrationForm());
    expect(issues.email).toBe('メールアドレスを入力してください。');
    expect(issues.companyName).toBe('会社名を入力してください。');
    expect(issues.country).toBe('国・地域を選択してください。');
    expect(issues.AreasOfInterest).toBe('関心分野を選択してください。');
    expect(Object.keys(issues).sort()).toEqual(
      [
        'email',
        'password',
        'firstName',
        'lastName',
        'companyName',
        'companyAddress',
        'phoneNumber',
        'country',
        'AreasOfInterest',
        'termsAccepted',
        'privacyPolicyAccepted',
      ].sort(),
    );
  });

  it('lets the optional fields stay empty', () => {
    const form = {
      ...valid(),
      postalCode: '',
      companyWebsite: '',
      introducerName: '',
      JETROOffice: null,
    };
    expect(issuesOf('en', form)).toEqual({});
  });

  it('bounds name parts so "First Last" fits the upstream 100 characters', () => {
    expect(issuesOf('en', { ...valid(), firstName: 'a'.repeat(49) })).toEqual({});
    expect(issuesOf('en', { ...valid(), firstName: 'a'.repeat(50) })).toEqual({
      firstName: 'First name must be 49 characters or fewer.',
    });
  });

  it('refuses a bad email, password, phone, zip and website with field messages', () => {
    const issues = issuesOf('en', {
      ...valid(),
      email: 'buyer@',
      password: 'password',
      phoneNumber: '+44 20 1234 5678',
      postalCode: 'SW1A 1AA',
      companyWebsite: 'example',
    });
    expect(issues).toEqual({
      email: 'Email: enter a full email address, such as name@company.com.',
      password: expect.stringContaining('8 to 72 characters'),
      phoneNumber:
        'Phone number: enter a number in Japan; numbers with a country code other than +81 cannot be used (for example 03-\u20601234-\u20605678 or +81\u00a03-\u20601234-\u20605678).',
      postalCode: 'Postal code must be 7 digits (for example 100-0001).',
      companyWebsite: 'Company website must be a URL starting with http:// or https://.',
    });
  });

  it('takes a website typed as a bare domain and stores it with https://', () => {
    const parse = (companyWebsite: string) =>
      registrationFormSchema('en').safeParse({ ...valid(), companyWebsite });
    expect(parse(' lioncity.sg ').data?.companyWebsite).toBe('https://lioncity.sg');
    expect(parse('www.lioncity.sg/en').data?.companyWebsite).toBe('https://www.lioncity.sg/en');
    expect(parse('http://lioncity.sg').data?.companyWebsite).toBe('http://lioncity.sg');
    expect(parse('').data?.companyWebsite).toBe('');
    // Not a domain, or another scheme: still refused.
    expect(parse('javascript:alert(1)').success).toBe(false);
    expect(parse('ftp://lioncity.sg').success).toBe(false);
  });

  it('takes an international phone and the postal code of a buyer outside Japan', () => {
    const italy = { ...valid(), country: { code: 'IT', name: 'Italy' } };
    const form = registrationFormSchema('en').parse({
      ...italy,
      phoneNumber: '+39 06 1234 5678',
      postalCode: '00118',
    });
    expect(form.phoneNumber).toBe('+390612345678');
    expect(form.postalCode).toBe('00118');
    const uk = registrationFormSchema('en').parse({
      ...valid(),
      country: { code: 'GB', name: 'United Kingdom' },
      phoneNumber: '020 7946 0958',
      postalCode: 'sw1a  1aa',
    });
    expect(uk.phoneNumber).toBe('+442079460958');
    expect(uk.postalCode).toBe('SW1A 1AA');
  });

  it('refuses a number that is not valid for the country, and a malformed foreign postal code', () => {
    const issues = issuesOf('en', {
      ...valid(),
      country: { code: 'IT', name: 'Italy' },
      phoneNumber: '+39 12',
      postalCode: '#0011',
    });
    expect(issues).toEqual({
      phoneNumber: expect.stringContaining('valid international number'),
      postalCode: 'Postal code must be 2 to 12 letters, digits, spaces or hyphens.',
    });
    // A Japanese buyer keeps the spec's formats: a number of another country is refused.
    expect(issuesOf('jp', { ...valid(), phoneNumber: '+39 06 1234 5678' }).phoneNumber).toBe(
      '電話番号は日本国内の番号を入力してください。+81以外の国番号の番号はご利用いただけません（例：03-\u20601234-\u20605678、+81\u00a03-\u20601234-\u20605678）。',
    );
  });

  it('shows phone and postal messages together with the other missing fields', () => {
    const issues = issuesOf('en', {
      ...valid(),
      email: '',
      country: { code: 'IT', name: 'Italy' },
      phoneNumber: '12',
    });
    expect(Object.keys(issues).sort()).toEqual(['email', 'phoneNumber']);
  });

  it('refuses an unknown country, office or area', () => {
    const issues = issuesOf('en', {
      ...valid(),
      country: { code: 'ZZ', name: 'Nowhere' },
      JETROOffice: { id: 'atlantis', name: 'Atlantis' },
      AreasOfInterest: [{ id: 'weapons', name: 'Weapons' }],
    });
    expect(Object.keys(issues).sort()).toEqual(['AreasOfInterest', 'JETROOffice', 'country']);
  });

  it('takes at most three distinct areas of interest, ignoring empty slots', () => {
    const area = (id: string) => ({ id, name: id });
    const three = [area('food'), area('goods'), area('machines')];
    expect(issuesOf('en', { ...valid(), AreasOfInterest: [...three, area('')] })).toEqual({});
    expect(issuesOf('en', { ...valid(), AreasOfInterest: [...three, area('other')] })).toEqual({
      AreasOfInterest: 'Select at most 3 for Areas of interest.',
    });
    expect(issuesOf('jp', { ...valid(), AreasOfInterest: [area('food'), area('food')] })).toEqual({
      AreasOfInterest: '関心分野が重複しています。',
    });
  });

  it('carries the message kind on each issue for key-based callers', () => {
    const result = registrationFormSchema('en').safeParse({ ...valid(), termsAccepted: false });
    expect(result.error?.issues[0]).toMatchObject({ params: { kind: 'consent' } });
  });
});
