import {
  areaOfInterestGroups,
  areaOfInterestOptions,
  areasOfInterest,
} from '../options/areas-of-interest';
import { countries, countryOptions, findCountry } from '../options/countries';
import { jetroOfficeOptions, jetroOffices } from '../options/jetro-offices';
import { preRegistrationFormSchema } from '../pre-registration-form';

describe('registration option lists', () => {
  it('lists every ISO country once with English and Japanese names', () => {
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    for (const c of countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.en.length * c.ja.length).toBeGreaterThan(0);
    }
    expect(findCountry('us')).toEqual({ code: 'US', en: 'United States', ja: 'アメリカ合衆国' });
    expect(findCountry('ZZ')).toBeUndefined();
  });

  it('names countries in the requested language', () => {
    expect(countryOptions('jp').find((c) => c.code === 'CN')?.name).toBe('中国');
    expect(countryOptions('en').find((c) => c.code === 'TW')?.name).toBe('Taiwan');
  });

  it('groups areas of interest as food, goods, machines and other, each with subcategories', () => {
    expect(areaOfInterestGroups.map((g) => g.id)).toEqual(['food', 'goods', 'machines', 'other']);
    for (const g of areaOfInterestGroups) expect(g.children.length).toBeGreaterThan(0);
    expect(new Set(areasOfInterest.map((a) => a.id)).size).toBe(areasOfInterest.length);
    expect(areaOfInterestOptions('jp')[0]).toEqual({ id: 'food', name: '食品・飲料' });
  });

  it('lists over forty JETRO offices with unique ids and names in both languages', () => {
    expect(jetroOffices.length).toBeGreaterThan(40);
    expect(new Set(jetroOffices.map((o) => o.id)).size).toBe(jetroOffices.length);
    expect(jetroOfficeOptions('jp').find((o) => o.id === 'new-york')?.name).toBe('ニューヨーク');
    // interest ids and office ids travel in upstream fields of at most 50 and 100 characters
    for (const a of areasOfInterest) expect(a.id.length).toBeLessThanOrEqual(50);
  });
});

describe('preRegistrationFormSchema ({email, note}, docs/rules/accounts.md#pre-registration)', () => {
  it('requires an email and lets the note be empty', () => {
    expect(preRegistrationFormSchema('en').parse({ email: 'a@b.co', note: '' })).toEqual({
      email: 'a@b.co',
      note: '',
    });
    const result = preRegistrationFormSchema('jp').safeParse({ email: '', note: '' });
    expect(result.error?.issues[0]?.message).toBe('メールアドレスを入力してください。');
  });

  it('bounds the note at 1000 characters', () => {
    const result = preRegistrationFormSchema('en').safeParse({
      email: 'a@b.co',
      note: 'x'.repeat(1001),
    });
    expect(result.error?.issues[0]?.message).toBe('Note must be 1000 characters or fewer.');
  });
});
