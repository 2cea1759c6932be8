import { formMessage, formMessageKinds } from '@kakehashi/contracts/web';
import { localeParts } from '@/testing/strings';

// docs/rules/site-and-pages.md#line-breaks: a phone example is one word. At 390 px the checkout's
// hint broke inside 「+81 3-1234-5678」 (Chromium breaks at its space and after its hyphens, on
// Japanese and English pages alike): its spaces are no-break and a word joiner follows each hyphen.

/** The phone numbers a text shows as examples: a country code or a trunk 0 and digit groups. */
const phoneExamples = (text: string): string[] =>
  text.match(/(?:\+\d{1,3}|\b0\d{1,3})(?:[ \u00a0\u2060-]|\(0\))+\d[\d \u00a0\u2060-]*\d/g) ?? [];

const strings = (value: unknown, into: string[] = []): string[] => {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) strings(item, into);
  return into;
};

describe('phone examples', () => {
  const texts = [
    ...strings(localeParts),
    ...formMessageKinds.flatMap((kind) =>
      (['jp', 'en'] as const).map((language) =>
        formMessage(language, kind, { label: '電話番号', max: 3 }),
      ),
    ),
  ];

  it('are found in the hints and messages of both languages', () => {
    const examples = texts.flatMap(phoneExamples);
    expect(examples).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^03-.?1234-.?5678$/),
        expect.stringMatching(/^\+81.3-.?1234-.?5678$/),
      ]),
    );
    expect(examples.filter((example) => example.startsWith('+39')).length).toBeGreaterThanOrEqual(
      4,
    );
  });

  it('never break inside: no ordinary space, a word joiner after each hyphen', () => {
    const breakable = texts
      .flatMap(phoneExamples)
      .filter((example) => example.includes(' ') || /-(?!\u2060)/.test(example));
    expect([...new Set(breakable)]).toEqual([]);
  });
});
