import { loadStrings } from '@/locales';
import { createI18n } from '@/shared/i18n/i18n';
import { allStrings } from '@/testing/strings';

describe("the page language's strings, loaded on demand", () => {
  it('loads one language with every area merged, as the files hold them', async () => {
    await expect(loadStrings('ja')).resolves.toEqual(allStrings.ja);
    await expect(loadStrings('en')).resolves.toEqual(allStrings.en);
  });

  it('starts with only the strings at hand and fetches the other language on a switch', async () => {
    const i18n = createI18n('en', { en: allStrings.en });
    expect(i18n.t('common.loading')).toBe('Loading…');
    expect(i18n.hasResourceBundle('ja', 'translation')).toBe(false);
    await i18n.changeLanguage('ja');
    expect(i18n.language).toBe('ja');
    expect(i18n.t('common.loading')).toBe('読み込み中…');
  });
});
