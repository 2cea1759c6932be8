import { jaModel, Parser } from 'budoux';
import { attachesToMark, openingMark } from './phrase-glue';

/** <Phrase> glues what it splits with the same rule; it comes in this chunk (phrase.tsx). */
export { staysWithPrevious } from './phrase-glue';

// Loaded on its own (a chunk of its own, only on Japanese pages): BudouX's parser with its
// Japanese model only. `budoux`'s package entry also names its HTML processor and other
// languages' models, which the build drops as unused (the package declares them free of side
// effects).
const parser = new Parser(jaModel);

// docs/rules/site-and-pages.md#line-breaks
const loneKana = /^[\u3041-\u309f\u30a0-\u30ff]$/;
/** Katakana (with the long-vowel mark) or Latin letters and digits: one word however long. */
const wordChar = /[\u30a1-\u30fa\u30fc\u30fdA-Za-z0-9]/;
const kanji = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々〆]/;
const hiragana = /[\u3041-\u309f]/;
/** Honorific prefixes: they belong to the word after them (お届け, ご注文). */
const prefixKana = /[おご]/;
/**
 * Words the model splits but a reader does not (お気に|入り, お問い|合わせ, the brand かけは|し),
 * and words written in kana that it cuts where it sees a particle (さが|せます, お聞か|せ, も|しくは).
 */
const wholeWords = [
  'お気に入り',
  'お問い合わせ',
  'かけはし',
  'さがし',
  'さがせ',
  '聞かせ',
  'もしくは',
];
/**
 * The kana a verb's stem ends in where another verb or a noun carries it on (問い|合わせる,
 * 読み|込めません, 切り|替え, 引き|続き, 受け|取って, お届け|先): the model often cuts there.
 * Not に (a particle: 日本に|届け) or て (a clause ends: 安心して|使える).
 */
const stemKana = /[いきぎしじちひびみりえけげせぜねべめれ]/;

/** Whether `text` has a kanji and a stem kana ending at `end` (問い, 読み, 続き). */
const stemEnds = (text: string, end: number): boolean =>
  kanji.test(text[end - 2] ?? '') && stemKana.test(text[end - 1] ?? '');

/**
 * Whether `at` of `text` falls inside a compound verb or its noun: one kanji and its stem kana
 * before (問い, 読み, 切り), one kanji and its kana after (合わせ, 込み, 替え, 先が). A kanji word
 * after the stem is a word of its own (お支払い|方法, 手作り|藍染), as is one with no kana after it
 * (高い|順), and a verb after a compound already whole (引き続き|届きます).
 */
const insideCompoundVerb = (text: string, at: number): boolean =>
  stemEnds(text, at) &&
  !stemEnds(text, at - 2) &&
  kanji.test(text[at] ?? '') &&
  hiragana.test(text[at + 1] ?? '');

const digit = /[0-9０-９]/;
/** Where a counter or unit may start: kanji, kana (個, 件, 名, 円, ポイント, か国, ヶ月, つ). */
const counterStart = /[\u3041-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

/**
 * Whether `at` of `text` falls between a number and the counter or unit after it (13|個のままです,
 * 全3|件, 91|個に): a reader takes 「13個」 as one word, and a line that ends on 「13」 leaves the
 * quantity without what it counts.
 */
const countsWith = (text: string, at: number): boolean =>
  digit.test(text[at - 1] ?? '') && counterStart.test(text[at] ?? '');

/**
 * A phrase longer than this may still be too long for a narrow line (a card title at 390 px holds
 * about ten, after a short place name fewer): it also breaks where its words join (仕上げ|藍染|ストール).
 */
const longPhrase = 8;

type Script = 'kanji' | 'hiragana' | 'word' | 'other';
const scriptOf = (char: string): Script =>
  kanji.test(char)
    ? 'kanji'
    : hiragana.test(char)
      ? 'hiragana'
      : wordChar.test(char)
        ? 'word'
        : 'other';

/** How many kanji run from `at` back (`step` -1) or on (`step` 1). */
const kanjiRun = (text: string, at: number, step: -1 | 1): number => {
  let count = 0;
  for (let i = step < 0 ? at - 1 : at; kanji.test(text[i] ?? ''); i += step) count += 1;
  return count;
};

/**
 * Whether a line may break at `at` of `text`: never inside a katakana or Latin word, between a
 * number and its counter (13|個), a known word, a compound verb (問い|合わせ), or a run of kanji
 * that fits a line. The model's cuts
 * inside a kanji compound fall inside its words (真|空包装機, 天|空) as often as between them; a
 * longer run keeps them, never with one kanji alone (`phraseStart`: where the phrase before the
 * break begins).
 */
const mayBreak = (text: string, at: number, phraseStart = 0): boolean => {
  if (wordChar.test(text[at - 1] ?? '') && wordChar.test(text[at] ?? '')) return false;
  if (countsWith(text, at)) return false;
  if (insideCompoundVerb(text, at)) return false;
  const before = kanjiRun(text, at, -1);
  const after = kanjiRun(text, at, 1);
  if (before > 0 && after > 0) {
    if (before + after <= longPhrase) return false;
    if (Math.min(before, at - phraseStart) === 1 || after === 1) return false;
  }
  return !wholeWords.some((word) => {
    for (let start = text.indexOf(word); start >= 0; start = text.indexOf(word, start + 1))
      if (at > start && at < start + word.length) return true;
    return false;
  });
};

/** お・ご starting a kanji word after a kanji or katakana one: 現在|ご注文, 特選|お茶. */
const prefixStart = (phrase: string, at: number, before: Script): boolean =>
  (before === 'kanji' || before === 'word') &&
  prefixKana.test(phrase[at]!) &&
  scriptOf(phrase[at + 1] ?? '') === 'kanji';

/**
 * Where a long phrase's words join: from kana to kanji or to a katakana or Latin word
 * (仕上げ|藍染), from kanji to a katakana or Latin word (藍染|ストール) and back (省エネ|真空), from
 * a kanji word to お・ご and the word they start (現在|ご注文いただけません); never before other
 * kana (a particle or an ending), after お・ご, or leaving a piece of one character.
 */
const joins = (phrase: string): number[] => {
  const points: number[] = [];
  for (let at = 2; at <= phrase.length - 2; at += 1) {
    const before = scriptOf(phrase[at - 1]!);
    const after = scriptOf(phrase[at]!);
    if (after === 'hiragana' && !prefixStart(phrase, at, before)) continue;
    if (before === after || after === 'other' || before === 'other') continue;
    if (before === 'hiragana' && prefixKana.test(phrase[at - 1]!)) continue;
    if (!mayBreak(phrase, at)) continue;
    if (at - (points[points.length - 1] ?? 0) < 2) continue;
    points.push(at);
  }
  return points;
};

const cut = (phrase: string, points: number[]): string[] =>
  [0, ...points].map((start, index) => phrase.slice(start, points[index] ?? phrase.length));

/**
 * Whether the model's phrase starting at `at` of `text` joins the one before it, which started
 * at `start`: no break allowed there (`mayBreak`), a lone kana, a phrase before it that ends in
 * an opening bracket (ご利用いただけません／（|冷凍の…: 「（」 never ends a line), or a particle
 * after a closing bracket (（GI）|する: never a particle opening a line).
 */
const joinsBefore = (text: string, at: number, start: number, phrase: string): boolean =>
  !mayBreak(text, at, start) ||
  loneKana.test(phrase) ||
  openingMark.test(text[at - 1]!) ||
  attachesToMark(text, at);

/** The phrases of one part of a text without spaces. */
const partPhrases = (text: string): string[] => {
  const phrases: string[] = [];
  let at = 0;
  for (const phrase of parser.parse(text)) {
    const last = phrases.length - 1;
    if (last >= 0 && joinsBefore(text, at, at - phrases[last]!.length, phrase))
      phrases[last] += phrase;
    else phrases.push(phrase);
    at += phrase.length;
  }
  if (phrases.length > 1 && loneKana.test(phrases[0]!)) {
    const [first, second, ...rest] = phrases;
    phrases.splice(0, phrases.length, `${first}${second}`, ...rest);
  }
  return phrases.flatMap((phrase) =>
    phrase.length > longPhrase ? cut(phrase, joins(phrase)) : [phrase],
  );
};

/**
 * A Japanese text as the phrases a line may break between (「有機コシヒカリを」「さがす」): each
 * space-separated part on its own (a space is a break too, 「長野 白露 職人仕上げ藍染ストール」),
 * BudouX's phrases of it, joined again where it cut a katakana or Latin word (有機コ|シヒカリ), a
 * known word or a kanji compound (真|空), never one kana on its own (a one-kana phrase joins its
 * neighbour), never after an opening bracket or before a particle that follows a closing one
 * (「（」|冷凍, （GI）|する), and a phrase too long for a narrow line cut where its words join.
 */
export const japanesePhrases = (text: string): string[] =>
  text.split(/(?<=[ \u3000]+)(?=[^ \u3000])/).flatMap((part) => {
    const body = part.trimEnd();
    const phrases = body ? partPhrases(body) : [''];
    phrases[phrases.length - 1] += part.slice(body.length);
    return phrases;
  });
