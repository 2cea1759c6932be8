/**
 * The form a keyword and the texts it is looked for in are compared in (docs/rules/search.md#keywords):
 * NFKC (full-width Latin and digits as ASCII, half-width katakana as full-width), lower case, and
 * katakana as hiragana, so こしひかり, コシヒカリ and ｺｼﾋｶﾘ are one word, as a Japanese shop's search
 * folds them. Katakana without a hiragana form (ヷ–ヺ) and the long-vowel mark ー stay as they are.
 */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6\u30fd\u30fe]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
