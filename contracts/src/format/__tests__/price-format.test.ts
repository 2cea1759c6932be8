import { formatYen } from '../price-format';

describe('formatYen (default price format yen, docs/rules/site-and-pages.md#prices)', () => {
  it('puts the yen sign first in English and 円 last in Japanese', () => {
    expect(formatYen(1234, 'en')).toBe('¥1,234');
    expect(formatYen(1234, 'jp')).toBe('1,234円');
  });

  it('groups thousands and shows zero', () => {
    expect(formatYen(0, 'en')).toBe('¥0');
    expect(formatYen(999, 'jp')).toBe('999円');
    expect(formatYen(1234567890, 'en')).toBe('¥1,234,567,890');
  });

  it('rounds to whole yen and keeps a minus sign in front', () => {
    expect(formatYen(1234.5, 'en')).toBe('¥1,235');
    expect(formatYen(-500, 'en')).toBe('-¥500');
    expect(formatYen(-1234.5, 'jp')).toBe('-1,235円');
    expect(formatYen(-0.2, 'en')).toBe('¥0');
  });

  it('gives an empty string for a non-finite amount', () => {
    expect(formatYen(Number.NaN, 'en')).toBe('');
    expect(formatYen(Infinity, 'jp')).toBe('');
  });
});
