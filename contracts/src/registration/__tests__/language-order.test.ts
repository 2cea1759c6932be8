import { countryOptions } from '../options/countries';
import { fullName, partyName, personName } from '../person-name';

// docs/rules/accounts.md#names: names and the country list in each language's order.
describe('country list order', () => {
  const names = (lang: 'en' | 'jp') => countryOptions(lang).map((option) => option.name);

  it('is alphabetical in English', () => {
    const english = names('en');
    expect(english.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(english.indexOf('Japan')).toBeLessThan(english.indexOf('Jordan'));
  });

  it('is 50音 in Japanese, kanji names by their reading', () => {
    const japanese = names('jp');
    expect(japanese[0]).toBe('アイスランド');
    const at = (name: string) => japanese.indexOf(name);
    // か: カナダ < 韓国 (かんこく) < カンボジア; ち: チャド < 中国 < チュニジア; に: 日本 < ニュージーランド
    expect(at('カナダ')).toBeLessThan(at('韓国'));
    expect(at('韓国')).toBeLessThan(at('カンボジア'));
    expect(at('チャド')).toBeLessThan(at('中国'));
    expect(at('中国')).toBeLessThan(at('チュニジア'));
    expect(at('日本')).toBeLessThan(at('ニュージーランド'));
    expect(at('香港')).toBeLessThan(at('マカオ'));
    expect(japanese).toHaveLength(names('en').length);
  });
});

describe('person name', () => {
  it('puts the given name first in English, and the family name first in Japanese script', () => {
    expect(personName('Alex Morgan', 'en')).toBe('Alex Morgan');
    expect(personName('太郎 山田', 'en')).toBe('太郎 山田');
    expect(personName('太郎 山田', 'jp')).toBe('山田 太郎');
    expect(personName('アレックス モーガン', 'jp')).toBe('モーガン アレックス');
    expect(personName('Madonna', 'jp')).toBe('Madonna');
  });

  // Japanese writes a name in Latin letters as its owner does: 'Morgan Alex' was the buyer's
  // own name turned round on every Japanese page.
  it('keeps a name in Latin letters given name first on a Japanese page', () => {
    expect(personName('Alex Morgan', 'jp')).toBe('Alex Morgan');
    expect(personName(' Mary Ann  Lee ', 'jp')).toBe('Mary Ann Lee');
    expect(personName('José Núñez', 'jp')).toBe('José Núñez');
  });

  it('orders a form’s two fields the same way (the profile summary)', () => {
    const parts = { given: 'Alex', family: 'Morgan' };
    expect(fullName(parts, 'en')).toBe('Alex Morgan');
    expect(fullName(parts, 'jp')).toBe('Alex Morgan');
    expect(fullName({ given: '太郎', family: '山田' }, 'jp')).toBe('山田 太郎');
    expect(fullName({ given: ' Alex ', family: '' }, 'jp')).toBe('Alex');
  });
});

// An order's purchaser or receiver and a saved address keep one free-text name: the member's own
// stored name reads as the header does, any other stays as typed.
describe('party name', () => {
  it('orders the member’s own name by the page language', () => {
    expect(partyName('Alex Morgan', 'Alex Morgan', 'en')).toBe('Alex Morgan');
    expect(partyName('Alex Morgan', 'Alex Morgan', 'jp')).toBe('Alex Morgan');
    expect(partyName('太郎 山田', '太郎 山田', 'jp')).toBe('山田 太郎');
    expect(partyName(' 太郎  山田 ', '太郎 山田', 'jp')).toBe('山田 太郎');
  });

  it('shows any other name as typed, in both languages', () => {
    for (const lang of ['en', 'jp'] as const) {
      expect(partyName('山田 太郎', 'Alex Morgan', lang)).toBe('山田 太郎');
      expect(partyName('Morgan Alex', 'Alex Morgan', lang)).toBe('Morgan Alex');
      expect(partyName('Taro Yamada', null, lang)).toBe('Taro Yamada');
      expect(partyName('Taro Yamada', '', lang)).toBe('Taro Yamada');
    }
  });
});
