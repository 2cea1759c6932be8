import { localeParts } from '@/testing/strings';
import { japanesePhrases } from '../japanese-phrases';

// docs/rules/site-and-pages.md#line-breaks: a number and the counter or unit after it are one
// word (13個, 3件, 5名, 1,200円, 500ポイント, 12か国): a line never ends on 「13」 with 「個のままです。」
// opening the next (the quantity box's note at 390 px).

/** Where a line may break: the offsets between the phrases of `text`. */
const breaks = (text: string): number[] => {
  const offsets: number[] = [];
  let at = 0;
  for (const phrase of japanesePhrases(text).slice(0, -1)) offsets.push((at += phrase.length));
  return offsets;
};

/** The breaks that fall between a digit and a kanji or kana after it. */
const numberCuts = (text: string): string[] =>
  breaks(text)
    .filter(
      (at) => /[0-9０-９]/.test(text[at - 1]!) && /[\u3041-\u30ff\u4e00-\u9fff]/.test(text[at]!),
    )
    .map((at) => `${text.slice(Math.max(0, at - 6), at)}｜${text.slice(at, at + 6)}`);

describe('Japanese phrases keep a number with its counter', () => {
  it('keeps 「13個」 together in the quantity box note', () => {
    const text = '数量が空欄でした。変更するには数量を入力してください。13個のままです。';
    expect(japanesePhrases(text)).toContain('13個のままです。');
    expect(japanesePhrases(text).join('')).toBe(text);
  });

  it.each([
    ['全3件', '全3件'],
    ['最小発注数量（MOQ）が91個のため、91個に変更しました。', '91個に'],
    ['12か国に輸出しています', '12か国に'],
    ['10ヶ月ごとに', '10ヶ月ごとに'],
  ])('%s keeps %s', (text, phrase) => {
    expect(japanesePhrases(text)).toContain(phrase);
  });

  // Every Japanese string of the app with its numbers filled in: each {{…}} as 13, 1,200 or 3.
  it('never breaks between a number and its counter in any Japanese string', () => {
    const texts: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string' && /\d|\{\{/.test(value)) texts.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(localeParts.ja);
    expect(texts.length).toBeGreaterThan(100);
    const wrong = texts.flatMap((text) =>
      ['13', '1,200', '3'].flatMap((number) =>
        numberCuts(text.replace(/\{\{[^}]*\}\}/g, number).replace(/<[^>]*>/g, '')),
      ),
    );
    expect([...new Set(wrong)]).toEqual([]);
  });

  // A space is a break too: 「{{points}} ポイント」 could end a line on the number.
  it('holds no space between a number and its counter in any Japanese string', () => {
    const counter =
      /(\d|\}\})[ \u3000](個|件|名|円|ポイント|点|か国|ヶ月|か月|日|年|分|時間|秒|回|枚|本|箱|ケース|%)/;
    const spaced: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string' && counter.test(value)) spaced.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(localeParts.ja);
    expect(spaced).toEqual([]);
  });
});
