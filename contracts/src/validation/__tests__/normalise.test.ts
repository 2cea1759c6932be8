import { formatZip, isCalendarDate, normalisePhone, normaliseZip } from '../normalise';

describe('zip (docs/rules/accounts.md#validation-patterns: 7 digits shown 3-hyphen-4)', () => {
  it('formats 7 digits as 3-4', () => {
    expect(formatZip('1000001')).toBe('100-0001');
    expect(formatZip('100-0001')).toBe('100-0001');
  });

  it('leaves what is not a zip unchanged when formatting', () => {
    expect(formatZip('12345')).toBe('12345');
    expect(formatZip('')).toBe('');
  });

  it('normalises typed zips to 7 digits', () => {
    expect(normaliseZip('100-0001')).toBe('1000001');
    expect(normaliseZip(' 1000001 ')).toBe('1000001');
  });

  it('refuses zips of the wrong length or shape', () => {
    for (const zip of ['', '100-001', '10000011', '1000-001', '100--0001', '１００-０００１'])
      expect(normaliseZip(zip)).toBeNull();
  });
});

describe('phone (docs/rules/accounts.md#validation-patterns: a Japanese number, 10 or 11 digits stored)', () => {
  it('removes hyphens and keeps 10 or 11 digits', () => {
    expect(normalisePhone('03-1234-5678')).toBe('0312345678');
    expect(normalisePhone('090-1234-5678')).toBe('09012345678');
    expect(normalisePhone('0312345678')).toBe('0312345678');
  });

  it('removes spaces as it removes hyphens', () => {
    expect(normalisePhone('03 1234 5678')).toBe('0312345678');
    expect(normalisePhone('090 1234-5678')).toBe('09012345678');
  });

  it('turns +81 into the trunk 0, with or without a separator after it', () => {
    expect(normalisePhone('+81 3-1234-5678')).toBe('0312345678');
    expect(normalisePhone('+81 3 1234 5678')).toBe('0312345678');
    expect(normalisePhone('+81-90-1234-5678')).toBe('09012345678');
    expect(normalisePhone('+8190 1234 5678')).toBe('09012345678');
    expect(normalisePhone('+81312345678')).toBe('0312345678');
  });

  it('drops a (0) written after +81 rather than doubling the trunk 0', () => {
    expect(normalisePhone('+81 (0)3 1234 5678')).toBe('0312345678');
    expect(normalisePhone('+81(0)90-1234-5678')).toBe('09012345678');
  });

  it('refuses 9 and 12 digits, written either way', () => {
    expect(normalisePhone('03-1234-567')).toBeNull();
    expect(normalisePhone('090-1234-56789')).toBeNull();
    expect(normalisePhone('+81 3 1234 567')).toBeNull();
    expect(normalisePhone('+81 90 1234 56789')).toBeNull();
  });

  // Buyers abroad often keep the trunk 0 after +81: it is the same number, stored with one 0.
  it('takes a 0 kept after +81 as the trunk 0, once', () => {
    expect(normalisePhone('+81 03-1234-5678')).toBe('0312345678');
    expect(normalisePhone('+81 090 1234 5678')).toBe('09012345678');
    expect(normalisePhone('+81 (0)03 1234 5678')).toBeNull();
    expect(normalisePhone('+81 003 1234 5678')).toBeNull();
  });

  it('refuses other country codes, letters, other separators and an empty value', () => {
    const refused = [
      '',
      '----',
      '+81',
      '+44 20 7946 0958',
      '+1 212 555 0123',
      '81 3 1234 5678 9',
      '+ 81 3 1234 5678',
      '(03)12345678',
      '03.1234.5678',
      '03-1234-ABCD',
      'tel 0312345678',
    ];
    for (const phone of refused) expect(normalisePhone(phone)).toBeNull();
  });

  it('still refuses full-width digits, hyphens and spaces', () => {
    for (const phone of [
      '０３－１２３４－５６７８',
      '０３１２３４５６７８',
      '03　1234　5678',
      '＋81 3 1234 5678',
    ])
      expect(normalisePhone(phone)).toBeNull();
  });
});

describe('isCalendarDate (birthday, docs/rules/accounts.md#validation-patterns)', () => {
  it('accepts real dates including 29 February of a leap year', () => {
    for (const d of ['1990-01-31', '2024-02-29', '2000-02-29', '0001-01-01', '2026-12-31'])
      expect(isCalendarDate(d)).toBe(true);
  });

  it('refuses impossible dates and other shapes', () => {
    for (const d of ['2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10'])
      expect(isCalendarDate(d)).toBe(false);
    for (const d of ['2026-01-00', '0000-01-01', '2026/01/01', '', '2026-1-1'])
      expect(isCalendarDate(d)).toBe(false);
  });
});
