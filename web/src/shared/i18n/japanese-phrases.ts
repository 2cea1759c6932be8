import { jaModel, Parser } from 'budoux';

// Loaded on its own (a chunk of its own, only on Japanese pages): BudouX's parser with its
// Japanese model only. `budoux`'s package entry also names its HTML processor and other
// languages' models, which the build drops as unused (the package declares them free of side
// effects).
const parser = new Parser(jaModel);

const loneKana = /^[\u3041-\u309f\u30a0-\u30ff]$/;
/** Katakana (with the long-vowel mark) or Latin letters and digits: one word however long. */
const wordChar = /[\u30a1-\u30fa\u30fc\u30fdA-Za-z0-9]/;
/** Words the model splits but a reader does not (お気に|入り). */
const wholeWords = ['お気に入り'];

/** Whether a line may break between `before` and `after` (two phrases BudouX found). */
const mayBreak = (text: string, at: number): boolean => {
  if (wordChar.test(text[at - 1] ?? '') && wordChar.test(text[at] ?? '')) return false;
  return !wholeWords.some((word) => {
    for (let start = text.indexOf(word); start >= 0; start = text.indexOf(word, start + 1))
      if (at > start && at < start + word.length) return true;
    return false;
  });
};

/**
 * A Japanese text as the phrases a line may break between (「有機コシヒカリを」「さがす」): BudouX's
 * phrases, joined again where it cut a katakana or Latin word (有機コ|シヒカリ) or a known word,
 * and never one kana on its own (a one-kana phrase joins its neighbour).
 */
export const japanesePhrases = (text: string): string[] => {
  const phrases: string[] = [];
  let at = 0;
  for (const phrase of parser.parse(text)) {
    const last = phrases.length - 1;
    if (last >= 0 && (!mayBreak(text, at) || loneKana.test(phrase))) phrases[last] += phrase;
    else phrases.push(phrase);
    at += phrase.length;
  }
  if (phrases.length > 1 && loneKana.test(phrases[0]!)) {
    const [first, second, ...rest] = phrases;
    return [`${first}${second}`, ...rest];
  }
  return phrases;
};
