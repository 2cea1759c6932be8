// The seed's own product names are this test's data (never the app's): the names a buyer sees.
// eslint-disable-next-line import-x/no-restricted-paths
import { generateSeed } from '../../../../../mocks/src/seed';
import { localeParts } from '@/testing/strings';
import { japanesePhrases } from '../japanese-phrases';

// docs/rules/site-and-pages.md#line-breaks: a compound verb and the noun made of it are one
// word (問い合わせる, 読み込めません, 切り替え), and so is a word written in kana (さがせます).

describe('Japanese phrases keep a compound verb whole', () => {
  it.each([
    ['この商品について問い合わせる', ['この', '商品に', 'ついて', '問い合わせる']],
    ['お知らせを読み込めませんでした。', ['お知らせを', '読み込めませんでした。']],
    [
      'いつでも英語と日本語を切り替えられます。',
      ['いつでも', '英語と', '日本語を', '切り替えられます。'],
    ],
    ['ページ上部の言語切り替えから、', ['ページ上部の', '言語切り替えから、']],
    ['問い合わせへの返信率', ['問い合わせへの', '返信率']],
    ['ページを再読み込みしてください。', ['ページを', '再読み込みしてください。']],
    ['条件を追加して絞り込んでください。', ['条件を', '追加して', '絞り込んでください。']],
    ['新しいコードを受け取ってください。', ['新しい', 'コードを', '受け取ってください。']],
    ['お名前とお届け先が入力されます。', ['お名前とお届け先が', '入力されます。']],
    ['危険が買い手に移ります。', ['危険が', '買い手に', '移ります。']],
    ['（税込）をお振り込みください。', ['（税込）を', 'お振り込みください。']],
  ])('%s', (text, phrases) => {
    expect(japanesePhrases(text)).toEqual(phrases);
  });

  it('keeps compounds the model may cut, wherever they stand', () => {
    for (const word of ['取り扱い', '申し込み', '引き続き', '問い合わせ', '読み込み', '切り替え']) {
      for (const text of [`${word}`, `商品の${word}について`, `こちらから${word}ができます。`])
        expect(japanesePhrases(text).some((phrase) => phrase.includes(word))).toBe(true);
    }
  });

  it('still breaks after a stem before a kanji word or a verb of its own', () => {
    expect(japanesePhrases('お支払い方法：')).toEqual(['お支払い', '方法：']);
    expect(japanesePhrases('伝統の手作り藍染ストール')).toContain('手作り');
    expect(japanesePhrases('メールは引き続き届きます。')).toEqual([
      'メールは',
      '引き続き',
      '届きます。',
    ]);
  });

  it('keeps kana words whole (さが|せます, お聞か|せ, も|しくは)', () => {
    expect(japanesePhrases('地域から事業者をさがせます。')).toContain('さがせます。');
    expect(japanesePhrases('ご希望をお聞かせください。')).toContain('お聞かせください。');
    expect(japanesePhrases('本サービスの全部もしくは一部の変更')).toContain('全部もしくは');
  });
});

/** Every Japanese string of the app and every seeded product name: what the splitter is given. */
const collect = (value: unknown, into: string[]): string[] => {
  if (typeof value === 'string') into.push(...value.split(/\{\{[^}]*\}\}|<[^>]*>/));
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) collect(item, into);
  return into;
};
const texts = [
  ...new Set(
    collect([localeParts.ja, generateSeed().products.map((product) => product.name)], []).filter(
      (text) => text.trim(),
    ),
  ),
];

const kanji = /[\u3400-\u4dbf\u4e00-\u9fff々]/;
const hiragana = /[\u3041-\u309f]/;
/** A verb stem's last kana (問い, 読み, 切り, 受け); particles (に, て, を…) are not among them. */
const stem = /[いきしちびみりえけげせべめれ]/;
/** Kana-written words and compounds the model has been seen to cut. */
const kanaWords = ['さがせ', 'さがし', 'お聞かせ', 'もしくは', 'かけはし', 'お気に入り'];

/**
 * A break inside a word: after one kanji and its stem kana, before one kanji and its kana
 * (問い|合わせ, 読み|込め, お届け|先が), unless the stem closes a compound already (引き続き|届き);
 * or inside a kana word.
 */
const cutsInside = (text: string, at: number): boolean => {
  const at2 = (i: number) => text[i] ?? '';
  const compoundCut =
    kanji.test(at2(at - 2)) &&
    stem.test(at2(at - 1)) &&
    !(kanji.test(at2(at - 4)) && stem.test(at2(at - 3))) &&
    kanji.test(at2(at)) &&
    hiragana.test(at2(at + 1));
  const kanaCut = kanaWords.some((word) => {
    for (let start = text.indexOf(word); start >= 0; start = text.indexOf(word, start + 1))
      if (at > start && at < start + word.length) return true;
    return false;
  });
  return compoundCut || kanaCut;
};

describe('every Japanese string and seeded product name', () => {
  it('breaks between words, never inside a compound verb or a kana word', () => {
    expect(texts.length).toBeGreaterThan(2000);
    const wrong: string[] = [];
    for (const text of texts) {
      const phrases = japanesePhrases(text);
      let at = 0;
      for (const phrase of phrases.slice(0, -1)) {
        at += phrase.length;
        if (cutsInside(text, at))
          wrong.push(`${text.slice(Math.max(0, at - 6), at)}｜${text.slice(at, at + 6)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
