import { initialLocale } from '@/app/initial-locale';
import { isLanguageChosen, resetLanguageChoice } from '@/shared/i18n/language-choice';

const doc = (pathname: string, cookie: string, lang: string) =>
  ({ location: { pathname }, cookie, documentElement: { lang } }) as unknown as Document;

describe('the language to start in', () => {
  beforeEach(() => resetLanguageChoice());

  it('takes a /jp/ prefix first, as an explicit choice', () => {
    expect(initialLocale(doc('/jp/reminder', 'kk_lang=en', 'en'))).toBe('jp');
    expect(isLanguageChosen()).toBe(true);
  });

  it("takes the BFF's language cookie next", () => {
    expect(initialLocale(doc('/reminder', 'a=1; kk_lang=jp', 'en'))).toBe('jp');
    expect(isLanguageChosen()).toBe(true);
  });

  it('falls back to <html lang>, leaving the choice to the session', () => {
    expect(initialLocale(doc('/reminder', '', 'ja'))).toBe('jp');
    expect(initialLocale(doc('/reminder', '', 'en'))).toBe('en');
    expect(isLanguageChosen()).toBe(false);
  });
});
