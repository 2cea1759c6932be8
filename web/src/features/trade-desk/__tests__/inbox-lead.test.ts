import { localeParts } from '@/testing/strings';

// The inbox's lead (docs/rules/trade-desk.md#request-inbox) says what a supplier's answer lets the
// buyer do with the words of the button that does it: 「回答済みにする」 / 'Mark answered'. It said
// 「回答があれば記録でき、メモは…」, which a phone broke as 「回答があれば／記録でき、」 (what is
// recorded, and where?).
const inbox = (language: 'en' | 'ja') =>
  (
    localeParts[language].trade as {
      trade: { inbox: { lead: string; mark: { answered: string } } };
    }
  ).trade.inbox;

describe("the request inbox's lead", () => {
  it('names the state the mark button sets, in Japanese', () => {
    const { lead, mark } = inbox('ja');
    expect(mark.answered).toBe('回答済みにする');
    expect(lead).toContain('事業者から回答があれば「回答済み」にできます。');
    expect(lead).not.toContain('記録でき');
  });

  it('names the state the mark button sets, in English', () => {
    const { lead, mark } = inbox('en');
    expect(mark.answered).toBe('Mark answered');
    expect(lead).toContain('When a supplier answers, mark the request answered.');
  });
});
