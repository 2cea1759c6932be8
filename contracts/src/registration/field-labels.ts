import type { Language } from '../bff/language';

/** The registration form's field labels in both languages; form messages name fields with these. */
export const registrationFieldLabels = {
  email: { en: 'Email', jp: 'メールアドレス' },
  password: { en: 'Password', jp: 'パスワード' },
  firstName: { en: 'First name', jp: '名' },
  lastName: { en: 'Last name', jp: '姓' },
  companyName: { en: 'Company name', jp: '会社名' },
  companyAddress: { en: 'Company address', jp: '会社所在地' },
  postalCode: { en: 'Postal code', jp: '郵便番号' },
  phoneNumber: { en: 'Phone number', jp: '電話番号' },
  country: { en: 'Country/Region', jp: '国・地域' },
  companyWebsite: { en: 'Company website', jp: '会社ウェブサイト' },
  AreasOfInterest: { en: 'Areas of interest', jp: '関心分野' },
  JETROOffice: { en: 'JETRO office', jp: 'ジェトロ事務所' },
  introducerName: { en: 'Introducer name', jp: '紹介者名' },
  signup_code: { en: 'Sign-up code', jp: '登録コード' },
  termsAccepted: { en: 'Terms of Use', jp: '利用規約' },
  privacyPolicyAccepted: { en: 'Privacy Policy', jp: 'プライバシーポリシー' },
  note: { en: 'Note', jp: '備考' },
} as const satisfies Record<string, Record<Language, string>>;

export type RegistrationField = keyof typeof registrationFieldLabels;

export const registrationLabel = (lang: Language, field: RegistrationField): string =>
  registrationFieldLabels[field][lang === 'jp' ? 'jp' : 'en'];
