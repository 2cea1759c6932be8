import { pageLanguage } from '@/shared/i18n/language-codes';
import { stripLanguagePrefix } from '@/shared/i18n/language-prefix';

describe('language prefixes (docs/rules/site-and-pages.md#language-prefixes)', () => {
  it.each([
    ['/jp/search_list', 'jp', '/search_list'],
    ['/ja/account/login', 'jp', '/account/login'],
    ['/en/favorites', 'en', '/favorites'],
    ['/jp', 'jp', '/'],
    ['/en', 'en', '/'],
    ['/ja/', 'jp', '/'],
  ])('%s means %s and the page %s', (path, locale, rest) => {
    expect(stripLanguagePrefix(path)).toEqual({ locale, path: rest });
  });

  it.each(['/', '/japan', '/english/x', '/search/jp', '/jpx'])('leaves %s alone', (path) => {
    expect(stripLanguagePrefix(path)).toBeNull();
  });

  it('uses page language ja for the jp locale and en otherwise (docs/rules/site-and-pages.md#language-prefixes)', () => {
    expect(pageLanguage('jp')).toBe('ja');
    expect(pageLanguage('en')).toBe('en');
  });
});
