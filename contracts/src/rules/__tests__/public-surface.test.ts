// What web, bff and mocks import from the package entry point must behave as the rules say: a
// re-export that is missing, renamed or points at the wrong module fails here, not in a screen.
import {
  areaOfInterestGroups,
  canSendInquiry,
  changeQuantity,
  countries,
  couponUsability,
  deviceType,
  emailPattern,
  formatJapaneseDate,
  formatSlashDateTime,
  formatYen,
  formMessage,
  isPurchasable,
  jetroOffices,
  orderHistoryTotal,
  pagerSlots,
  parsePage,
  passwordCodePattern,
  passwordDisplayedRule,
  preRegistrationFormSchema,
  quantityBounds,
  registrationFormSchema,
  signInFormSchema,
  signUpPayloadSchema,
  toSignUpPayload,
} from '@kakehashi/contracts';

const registration = {
  email: 'buyer@example.com',
  password: 'Kakehashi-2026',
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: 'Analytical Imports',
  companyAddress: '1 Engine Street, London',
  postalCode: '100-0001',
  phoneNumber: '03-1234-5678',
  country: { code: 'JP', name: 'Japan' },
  companyWebsite: 'https://example.com',
  AreasOfInterest: [{ id: 'food', name: 'Food & Beverages' }],
  JETROOffice: null,
  introducerName: '',
  signup_code: '',
  termsAccepted: true,
  privacyPolicyAccepted: true,
};

describe('the contracts entry point', () => {
  it('validates emails and both password readings', () => {
    expect(emailPattern.test('buyer@example.com')).toBe(true);
    expect(emailPattern.test('buyer@')).toBe(false);
    expect(passwordCodePattern.test('Kakehashi-2026')).toBe(true);
    expect(passwordCodePattern.test('kakehashi-2026')).toBe(false);
    // Three classes with a space and no upper case: the displayed reading only.
    expect(passwordDisplayedRule.test('kakehashi 2026!')).toBe(true);
    expect(passwordCodePattern.test('kakehashi 2026!')).toBe(false);
  });

  it('words form messages in both languages and parses the sign-in form', () => {
    expect(formMessage('en', 'emailRequired')).toBe('Error：Email is required.');
    expect(formMessage('jp', 'tooLong', { label: '会社名', max: 20 })).toBe(
      '会社名は20文字以内で入力してください。',
    );
    const result = signInFormSchema('en').safeParse({ email: ' ', password: '' });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'Error：Email is required.',
      'Error：Password is required.',
    ]);
  });

  it('turns a registration form into the sign-up payload the upstream accepts', () => {
    const form = registrationFormSchema('en').parse(registration);
    const payload = toSignUpPayload(form);
    expect(payload).toMatchObject({
      name: 'Ada Lovelace',
      tel_primary: '0312345678',
      zip: '1000001',
      buyer_country: 'JP',
      interest_category_1: 'food',
      register_no_password: false,
      request_access_token: false,
    });
    expect(signUpPayloadSchema.safeParse(payload).success).toBe(true);
    expect(
      registrationFormSchema('en').safeParse({ ...registration, termsAccepted: false }).success,
    ).toBe(false);
    expect(
      preRegistrationFormSchema('en').safeParse({ email: 'x@example.com', note: '' }).success,
    ).toBe(true);
  });

  it('offers the registration option lists with names in both languages', () => {
    expect(countries.find((c) => c.code === 'JP')).toMatchObject({ en: 'Japan', ja: '日本' });
    expect(areaOfInterestGroups.map((g) => g.id)).toEqual(['food', 'goods', 'machines', 'other']);
    expect(jetroOffices.every((o) => o.id && o.en && o.ja)).toBe(true);
  });

  it('applies the quantity, pagination, period, coupon and inquiry rules', () => {
    const bounds = quantityBounds(
      { item_minimum_purchase: 2, item_maximum_purchase: 0 },
      { stock_quantity_infinity: true },
    );
    expect(bounds).toEqual({ min: 2, max: 999, orderable: true });
    expect(changeQuantity(999, 1, bounds)).toBe(999);
    expect(pagerSlots(7, 12)).toEqual([1, '…', 7, '…', 12]);
    expect(parsePage('0')).toBe(1);
    const now = '2026-11-22T00:00:00Z';
    expect(isPurchasable({ purchase_period_end: '2026-11-01' }, now)).toBe(false);
    expect(couponUsability({ usable_without_login: false }, false)).toEqual({
      usable: false,
      reason: 'membersOnly',
    });
    const inquiry = {
      name: 'A',
      type: 'q',
      title: 'T',
      email: 'a@b.co',
      emailConfirmation: 'a@b.co',
      text: 'x',
    };
    expect(canSendInquiry(inquiry, true)).toBe(true);
    expect(canSendInquiry({ ...inquiry, emailConfirmation: 'b@b.co' }, true)).toBe(false);
  });

  it('decides device type, order-history totals and date and price formats', () => {
    expect([deviceType(768), deviceType(769)]).toEqual(['sp', 'pc']);
    const orders = [
      { payment_status: 'captured', total_price: 1000 },
      { payment_status: 'canceled', total_price: 500 },
    ];
    expect(orderHistoryTotal(orders, ['captured'])).toBe(1000);
    expect(formatJapaneseDate('2026-11-22')).toBe('2026年11月22日（日）');
    expect(formatSlashDateTime('2026-11-22T01:05:00Z')).toBe('2026/11/22 10:05');
    expect([formatYen(1234, 'en'), formatYen(1234, 'jp')]).toEqual(['¥1,234', '1,234円']);
  });
});
