import type { MemberUser } from '../../upstream/member';
import { memberPatchFromProfile, profileFormSchema, profileFromMember } from '../profile-form';

/** docs/rules/accounts.md#profile: readings, department and position on the profile. */
const member: MemberUser = {
  id: '1',
  email: 'buyer@example.com',
  name: 'Alex Morgan',
  name_read: 'Alex Morgan',
  company: 'Pacific Fine Foods Inc.',
  company_read: 'Pacific Fine Foods',
  company_division: 'Purchasing',
  company_position: 'Buyer',
  tel_primary: '+14155550134',
  zip: '94105',
  street: '100 Market Street',
  buyer_country: 'US',
  interest_category_1: 'food',
} as MemberUser;

const parse = (lang: 'en' | 'jp', change: Record<string, string>) => {
  const form = profileFromMember(member, lang);
  return profileFormSchema(lang, form).safeParse({ ...form, ...change });
};

describe('profile readings, department and position', () => {
  it('reads them from the account and writes them back in the update patch', () => {
    const parsed = parse('en', { companyPosition: 'Head buyer' });
    expect(parsed.success).toBe(true);
    expect(memberPatchFromProfile(parsed.data!)).toMatchObject({
      name_read: 'Alex Morgan',
      company_read: 'Pacific Fine Foods',
      company_division: 'Purchasing',
      company_position: 'Head buyer',
    });
  });

  it('checks a reading typed on the Japanese page as katakana and the long-vowel mark', () => {
    expect(parse('jp', { nameRead: 'アレックス・モーガン' }).error?.issues[0]?.message).toBe(
      'フリガナ（氏名）はカタカナ（長音符ーを含む）で入力してください。',
    );
    expect(parse('jp', { companyRead: 'ぱしふぃっく' }).success).toBe(false);
    expect(
      parse('jp', { nameRead: 'アレックスモーガン', companyRead: 'パシフィックフーズ' }).success,
    ).toBe(true);
    expect(parse('jp', { nameRead: '' }).success).toBe(true);
  });

  it('keeps a stored reading in another script, so it never blocks saving the rest', () => {
    expect(parse('jp', { companyPosition: '部長' }).success).toBe(true);
  });

  it('takes any one-line reading on the English page, within 100 characters', () => {
    expect(parse('en', { nameRead: 'Alex Morgan-Smith' }).success).toBe(true);
    expect(parse('en', { nameRead: 'x'.repeat(101) }).success).toBe(false);
    expect(parse('en', { companyDivision: 'Imports\nBcc: x@example.com' }).success).toBe(false);
  });
});
