import {
  formMessage,
  japanesePhoneIssue,
  normaliseContact,
  normaliseInternationalPhone,
  normalisePhone,
  partyFormSchema,
  phoneIssue,
} from '@kakehashi/contracts';

// The phone examples the forms show hold word joiners after their hyphens and no-break spaces
// (docs/rules/site-and-pages.md#line-breaks); a buyer who copies one into a phone field copies
// them too. Every phone rule reads the number without them.
const [inJapan, fromAbroad] = /for example (.+) or (.+)\)\.$/
  .exec(formMessage('en', 'telephone', { label: 'Phone number' }))!
  .slice(1) as [string, string];
const invisibles = ['\u2060', '\u200b', '\u200c', '\u200d', '\ufeff', '\u00ad'];

describe('a phone with invisible format characters (copied from an example)', () => {
  it('is what the examples hold', () => {
    expect(inJapan).toContain('\u2060');
    expect(fromAbroad).toContain('\u00a0');
  });

  it("passes the checkout's phone rule, and the parsed value is the digits alone", () => {
    const tel = partyFormSchema('jp').shape.tel;
    expect(japanesePhoneIssue(inJapan)).toBeNull();
    expect(japanesePhoneIssue(fromAbroad)).toBeNull();
    expect(tel.parse(inJapan)).toBe('0312345678');
    expect(tel.parse(fromAbroad)).toBe('0312345678');
    for (const mark of invisibles) {
      expect(tel.parse(`${mark}090${mark}-1234-${mark}5678${mark}`)).toBe('09012345678');
      expect(normalisePhone(`03${mark}1234${mark}5678`)).toBe('0312345678');
    }
  });

  it("passes a member's international phone, stored as E.164 without them", () => {
    const typed = '+39\u00a006\u2060\u00a01234\u200b\u00a05678\ufeff';
    expect(normaliseInternationalPhone(typed, 'IT')).toBe('+390612345678');
    expect(phoneIssue(typed, 'IT')).toBeNull();
    expect(phoneIssue(inJapan, 'JP')).toBeNull();
    const form = { country: { code: 'IT' }, phoneNumber: typed, postalCode: '00118' };
    expect(normaliseContact(form).phoneNumber).toBe('+390612345678');
    const home = { country: { code: 'JP' }, phoneNumber: fromAbroad, postalCode: '' };
    expect(normaliseContact(home).phoneNumber).toBe('0312345678');
  });

  it('still refuses a number that is only invisible characters, or letters among them', () => {
    expect(japanesePhoneIssue('\u2060\u200b')).toBe('telephone');
    expect(japanesePhoneIssue('03-\u2060abcd-5678')).toBe('telephone');
  });
});
