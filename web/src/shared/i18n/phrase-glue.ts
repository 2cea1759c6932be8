// docs/rules/site-and-pages.md#line-breaks: a bracket never parts from the text it belongs to.
// Shared by the splitter (japanese-phrases.ts) and the glue <Phrase> puts in its markup, so both
// agree where a line may not break. Both load with the splitter's chunk, on Japanese pages only.

/** Opening brackets and quotes, full- and half-width: they stay with what follows them. */
export const openingMark = /[（「『【〔〈《［｛〘〖〝‘“([{]/;

/** Closing brackets and quotes, and ？！: the particle after them stays with them. */
const closingMark = /[）」』】〕〉》］｝〙〗〟’”)\]}？！?!]/;
const hiragana = /[\u3041-\u309f]/;

/**
 * Words that open a clause of their own after a bracket (「…」または…, （…）および…): a line may
 * break before them. Any other hiragana after a closing bracket is a particle or an ending that
 * belongs to the bracket (（GI）は, 「かけはし」への, （冷凍）する).
 */
const clauseStart = /^(?:および|ならびに|または|もしくは|あるいは|ただし|なお|さらに|また)/;

/**
 * Whether the character at `at` of `text` must stay on the line of the one before it: a particle
 * (or an ending) right after a closing bracket or ？！. CSS lets a line break after a closing
 * bracket even inside `word-break: keep-all`, so （GI）｜は would otherwise open a line with は.
 */
export const attachesToMark = (text: string, at: number): boolean =>
  at > 0 &&
  closingMark.test(text[at - 1]!) &&
  hiragana.test(text[at] ?? '') &&
  !clauseStart.test(text.slice(at));

/**
 * Characters that never open a line in Japanese (JIS X 4051's line-start rule, CSS
 * `line-break: strict`): closing brackets and quotes, 。、，．・：；？！, the long-vowel mark, small
 * kana and the repetition marks.
 */
const noLineStart =
  /[）」』】〕〉》］｝〙〗〟’”)\]}。、，．,.・：；:;？！?!ー〜ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿゝゞヽヾ々〻]/;

/**
 * A phrase longer than this may be wider than its box: a card title or the comparison's column at
 * 390 px holds about ten characters (「ご注文いただけません。」 is eleven); a shorter one fits.
 */
const widePhrase = 10;

/**
 * Whether the character at `at` of `phrase` must stay on the line of the one before it: a
 * particle after a closing bracket (`attachesToMark`), and in a wide phrase any character that
 * never opens a line (「ご注文いただけません／。」). A phrase wider than its box still breaks
 * inside (`overflow-wrap`), and that break ignores the line-start rule the browser keeps
 * everywhere else, so <Phrase> keeps such a character and the one before it in one unbreakable
 * span: 「ご注文いただけませ／ん。」.
 */
export const staysWithPrevious = (phrase: string, at: number): boolean =>
  at > 0 &&
  (attachesToMark(phrase, at) ||
    (phrase.length > widePhrase && noLineStart.test(phrase[at] ?? '')));
