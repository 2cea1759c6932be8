import { generateSeed } from '../../seed/index';
import type { Product } from '../../seed/products';
import { searchItems } from '../item-search';

// docs/rules/search.md#keywords: the mock's search folds hiragana and katakana, full and half
// width, in the keyword and in the product texts alike.
const seed = generateSeed();
const now = Date.UTC(2026, 5, 1);

const search = (keyword: string): { hit: number; ids: string[] } => {
  const result = searchItems(seed, { keyword, offset: 0, limit: 100 }, now);
  if ('errors' in result) throw new Error(JSON.stringify(result.errors));
  return { hit: result.hit, ids: result.items.map((p: Product) => p.id) };
};

describe('keywords are kana- and width-insensitive', () => {
  const rice = search('コシヒカリ');

  it('finds the catalogue’s katakana names at all', () => {
    expect(rice.hit).toBeGreaterThan(0);
  });

  it.each(['こしひかり', 'ｺｼﾋｶﾘ', 'コシひかり'])('%s finds what コシヒカリ finds', (keyword) => {
    expect(search(keyword)).toEqual(rice);
  });

  it('a katakana keyword finds a hiragana text (みそ, だし are the everyday words)', () => {
    expect(search('ミソ')).toEqual(search('みそ'));
    expect(search('ダシ').hit).toBeGreaterThan(0);
    expect(search('ダシ')).toEqual(search('だし'));
  });

  it('full-width Latin and digits read as ASCII', () => {
    expect(search('ＫＯＳＨＩＨＩＫＡＲＩ')).toEqual(search('koshihikari'));
    expect(search('Ｗａｇｙｕ').hit).toBe(search('wagyu').hit);
  });

  it('the synonyms follow the folded word: すてーき finds what ステーキ finds', () => {
    expect(search('すてーき').hit).toBeGreaterThan(0);
    expect(search('すてーき')).toEqual(search('ステーキ'));
  });

  it('a keyword limited to fields folds too', () => {
    const byName = search(':コシヒカリ:name');
    expect(byName.hit).toBeGreaterThan(0);
    expect(search(':こしひかり:name')).toEqual(byName);
  });

  it('what never matched still does not', () => {
    expect(search('こしひかりx').hit).toBe(0);
    expect(search('tea').ids).not.toEqual(search('steak').ids);
  });
});
