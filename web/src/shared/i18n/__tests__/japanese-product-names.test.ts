// The seed's own product names are this test's data (never the app's): the names a buyer sees.
// eslint-disable-next-line import-x/no-restricted-paths
import { generateSeed } from '../../../../../mocks/src/seed';
import { japanesePhrases } from '../japanese-phrases';

// docs/rules/site-and-pages.md#line-breaks: a product name breaks at its spaces and between its
// phrases, never inside a word, never with one character alone on a line, and no phrase is longer
// than a card title's line at 390 px (about ten characters) unless it is one word: a phrase that
// does not fit is cut anywhere (「職人仕上げ藍染ストー／ル」).
const cardLine = 10;
/** What may not start a line (a small kana, the long-vowel mark, ん, closing punctuation). */
const noLineStart = /^[ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶーんン゛゜、。）」』・：]/;
const oneWord = /^[\u30a1-\u30fa\u30fc\u30fdA-Za-z0-9]+$/;

const names = [...new Set(generateSeed().products.map((product) => product.name))];

describe('Japanese product names (the seed) break between phrases', () => {
  it('breaks at the spaces and between the words of a name too long for one line', () => {
    expect(names).toContain('長野 白露 職人仕上げ藍染ストール');
    expect(japanesePhrases('長野 白露 職人仕上げ藍染ストール')).toEqual([
      '長野 ',
      '白露 ',
      '職人仕上げ',
      '藍染',
      'ストール',
    ]);
  });

  it('never breaks inside a compound the model cuts (省エ|ネ真|空包装機)', () => {
    expect(names).toContain('広島 結 省エネ真空包装機');
    expect(japanesePhrases('広島 結 省エネ真空包装機')).toEqual([
      '広島 ',
      '結 ',
      '省エネ真空包装機',
    ]);
    expect(japanesePhrases('兵庫 天空 伝統の天然醸造醤油')).toEqual([
      '兵庫 ',
      '天空 ',
      '伝統の',
      '天然醸造醤油',
    ]);
  });

  it('leaves no line of any seeded name starting with a fragment', () => {
    expect(names.length).toBeGreaterThan(1000);
    const wrong: string[] = [];
    for (const name of names) {
      const phrases = japanesePhrases(name);
      if (phrases.join('') !== name) wrong.push(`${name}: ${phrases.join('|')} (text changed)`);
      for (const phrase of phrases) {
        const word = phrase.trim();
        if (noLineStart.test(word) || (word.length === 1 && !phrase.endsWith(' ')))
          wrong.push(`${name}: ${phrases.join('|')} (「${word}」)`);
        // A space breaks a line by itself: what must fit is the text between two spaces.
        for (const part of word.split(/\s+/))
          if (part.length > cardLine && !oneWord.test(part))
            wrong.push(`${name}: ${phrases.join('|')} (「${part}」 longer than a line)`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
