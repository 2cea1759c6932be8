import { generateSeed, type Seed } from '../../seed/index';
import type { Product } from '../../seed/products';
import { searchItems } from '../item-search';

const seed = generateSeed();
const now = Date.UTC(2026, 5, 1);

const search = (keyword: string, sort?: string): Product[] => {
  const result = searchItems(seed, { keyword, offset: 0, limit: 100, sort }, now);
  if ('errors' in result) throw new Error(JSON.stringify(result.errors));
  return result.items;
};
const kindsOf = (items: Product[]) => new Set(items.map((p) => p.kind));

describe('keywords find what a buyer means (docs/rules/search.md)', () => {
  it.each([
    ['日本酒', ['sake-daiginjo', 'sake-ginjo']],
    ['sake', ['sake-daiginjo', 'sake-ginjo']],
    ['緑茶', ['tea-sencha', 'tea-matcha', 'tea-hojicha']],
    ['green tea', ['tea-sencha', 'tea-matcha', 'tea-hojicha']],
    ['抹茶', ['tea-matcha', 'matcha-choco']],
    ['matcha', ['tea-matcha', 'matcha-choco']],
    ['醤油', ['soy-sauce']],
    ['soy sauce', ['soy-sauce']],
    ['wagyu', ['wagyu']],
  ])('%s finds exactly the products of its kinds', (keyword, kinds) => {
    const found = search(keyword);
    expect(found.length).toBeGreaterThan(0);
    expect([...kindsOf(found)].sort()).toEqual([...kinds].sort());
  });

  it('matches a Latin word at the start of a word only ("tea" never finds a steak)', () => {
    expect(kindsOf(search('tea')).has('wagyu')).toBe(false);
  });

  it('finds the products of a category its name names when no product is named by it', () => {
    const seasonings = search('調味料');
    expect(seasonings.length).toBeGreaterThan(0);
    expect(seasonings.every((p) => p.category_codes.includes('food-seasoning'))).toBe(true);
    expect(kindsOf(search('Seasonings'))).toEqual(kindsOf(seasonings));
  });

  it('ranks name matches above description and supplier matches when sorted by featured', () => {
    // "Yamada" is only ever a supplier name; a product named after a prefecture matches by name.
    const found = search('Hokkaido');
    const byName = found.map((p) => `${p.name_en}`.includes('Hokkaido'));
    const firstOther = byName.indexOf(false);
    if (firstOther !== -1) expect(byName.slice(firstOther)).not.toContain(true);
  });
});

describe('what buyers type, in both languages (docs/rules/search.md#keywords)', () => {
  const teas = ['tea-hojicha', 'tea-matcha', 'tea-sencha'];
  const certified = (code: string) => (p: Product) =>
    [
      ...((p.custom.cettifications as string[]) ?? []),
      ...((p.custom.cettificationsJapan as string[]) ?? []),
    ].includes(code);

  it.each(['お茶', 'Japanese tea', '日本の お茶'])('%s finds the teas', (keyword) => {
    expect([...kindsOf(search(keyword))].sort()).toEqual(teas);
  });

  it.each(['steak', 'Steaks', 'ステーキ', 'Japanese beef'])('%s finds the wagyu', (keyword) => {
    expect([...kindsOf(search(keyword))]).toEqual(['wagyu']);
  });

  it.each(['Japanese knife', 'knives', '和包丁', 'ナイフ'])(
    '%s finds the knives, and nothing but knives and tools',
    (keyword) => {
      const found = search(keyword);
      expect(kindsOf(found).has('santoku')).toBe(true);
      expect(found.every((p) => p.category_codes.includes('goods-tools'))).toBe(true);
    },
  );

  it.each([
    ['halal', 'ハラール', 'ハラル'],
    ['haccp', 'HACCP', 'ハサップ'],
  ])('%s finds the products so certified, by any of its names', (code, ...names) => {
    const all = seed.products.filter(certified(code)).length;
    const byCode = searchItems(seed, { keyword: code, offset: 0, limit: 1 }, now);
    if ('errors' in byCode) throw new Error('refused');
    expect(byCode.hit).toBeGreaterThan(0);
    // Every product certified so is found (certification names are searched text), and what is
    // found beside them names the word itself.
    expect(byCode.hit).toBeGreaterThanOrEqual(Math.min(all, 4000));
    expect(search(code).every(certified(code))).toBe(true);
    for (const name of names) {
      const found = search(name);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every(certified(code))).toBe(true);
    }
  });

  it('leaves "Japanese" alone searched as it is', () => {
    expect(search('Japanese').length).toBeGreaterThan(0);
  });
});

describe('product names', () => {
  it('choose adjectives per kind of product', () => {
    const names = seed.products.map((p) => p.name_en);
    expect(names.some((n) => /Aged .*(Animated|Documentary|Travel)/.test(n))).toBe(false);
    expect(names.some((n) => /Organic .*Machine/.test(n))).toBe(false);
    expect(names.some((n) => /(Handmade|Organic) .*(Lathe|Robot|Tiller)/.test(n))).toBe(false);
  });
});

describe('keyword results worked out once per word', () => {
  it('answer a repeated search, and a word met again in another search, as the first time', () => {
    // A seed of its own: its products are new, so the first round works every word out.
    const own = generateSeed(7, 600);
    const run = (keyword: string) => {
      const result = searchItems(own, { keyword, offset: 0, limit: 100 }, now);
      if ('errors' in result) throw new Error(JSON.stringify(result.errors));
      return result.items.map((p) => p.id);
    };
    const keywords = ['green tea', 'tea', 'green', 'tea green', '緑茶', 'Seasonings', 'sake'];
    const first = keywords.map(run);
    expect(first.filter((ids) => ids.length > 0).length).toBeGreaterThan(4);
    expect(keywords.map(run)).toEqual(first);
    expect([...keywords].reverse().map(run)).toEqual([...first].reverse());
  });

  it('keeps the places worked out per seed: the same products in another order find the same', () => {
    // Places are kept by a product's place in its seed. A seed holding the same products in
    // another order must find exactly the same ones, whichever seed was searched first.
    const own = generateSeed(13, 900);
    const reversed: Seed = { ...own, products: [...own.products].reverse() };
    const found = (s: Seed, keyword: string) => {
      const result = searchItems(s, { keyword, offset: 0, limit: 100 }, now);
      if ('errors' in result) throw new Error(JSON.stringify(result.errors));
      return { hit: result.hit, ids: result.items.map((p) => p.id).sort() };
    };
    const keywords = ['green tea', 'sake', '醤油', 'wagyu', 'matcha'];
    for (const keyword of keywords) {
      const inOrder = found(own, keyword);
      expect(inOrder.hit).toBeGreaterThan(0);
      expect(inOrder.hit).toBeLessThanOrEqual(100);
      expect(found(reversed, keyword)).toEqual(inOrder);
    }
  });
});
