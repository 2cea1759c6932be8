import { canSendInquiry, type InquiryForm } from '../inquiry';

const form: InquiryForm = {
  name: 'Ada',
  type: 'product',
  title: 'Samples',
  email: 'ada@example.com',
  emailConfirmation: 'ada@example.com',
  text: 'Could you send samples?',
};

describe('canSendInquiry (docs/rules/lists-and-requests.md#inquiry-sendability)', () => {
  it('is sendable when every field is filled, emails match and input passed', () => {
    expect(canSendInquiry(form, true)).toBe(true);
  });

  it('is not sendable with any required field empty or blank', () => {
    for (const field of ['name', 'type', 'title', 'email', 'text'] as const) {
      expect(canSendInquiry({ ...form, [field]: '' }, true)).toBe(false);
      expect(canSendInquiry({ ...form, [field]: '   ' }, true)).toBe(false);
    }
  });

  it('is not sendable when the confirmation differs', () => {
    expect(canSendInquiry({ ...form, emailConfirmation: 'ada@example.co' }, true)).toBe(false);
    expect(canSendInquiry({ ...form, emailConfirmation: '' }, true)).toBe(false);
  });

  it('ignores surrounding spaces when comparing emails', () => {
    expect(canSendInquiry({ ...form, emailConfirmation: ' ada@example.com ' }, true)).toBe(true);
  });

  it('is not sendable without the input-pass flag', () => {
    expect(canSendInquiry(form, false)).toBe(false);
  });
});
