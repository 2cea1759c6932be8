import { escapeQueryValue, unescapeQueryValue } from '@kakehashi/contracts';

describe('value escaping inside structured parameters', () => {
  it('percent-encodes the separators and the percent sign', () => {
    expect(escapeQueryValue('a:b,c|d;e%f')).toBe('a%3Ab%2Cc%7Cd%3Be%25f');
  });

  it('leaves Japanese and other text as it is', () => {
    expect(escapeQueryValue('日本茶 & tea=good')).toBe('日本茶 & tea=good');
  });

  it('decodes the five escapes in either hex case', () => {
    expect(unescapeQueryValue('a%3ab%2cc%7cd%3be%25f')).toBe('a:b,c|d;e%f');
  });

  it('leaves other percent sequences as text', () => {
    expect(unescapeQueryValue('100%')).toBe('100%');
    expect(unescapeQueryValue('%41%zz')).toBe('%41%zz');
  });

  it('decodes only one layer', () => {
    expect(unescapeQueryValue(escapeQueryValue('%3A'))).toBe('%3A');
  });
});
