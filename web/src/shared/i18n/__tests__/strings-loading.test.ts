import type * as locales from '@/locales';
import { loadStrings } from '@/locales';
import { createI18n, switchLanguage } from '@/shared/i18n/i18n';
import { allStrings } from '@/testing/strings';

jest.mock('@/locales', () => {
  const actual = jest.requireActual<typeof locales>('@/locales');
  return { ...actual, loadStrings: jest.fn(actual.loadStrings) };
});
const loadMock = jest.mocked(loadStrings);

describe("the page language's strings, loaded on demand", () => {
  it('loads one language with every area merged, as the files hold them', async () => {
    await expect(loadStrings('ja')).resolves.toEqual(allStrings.ja);
    await expect(loadStrings('en')).resolves.toEqual(allStrings.en);
  });

  it('starts with only the strings at hand and fetches the other language on a switch', async () => {
    const i18n = createI18n('en', { en: allStrings.en });
    expect(i18n.t('common.loading')).toBe('Loading…');
    expect(i18n.hasResourceBundle('ja', 'translation')).toBe(false);
    await expect(switchLanguage(i18n, 'jp')).resolves.toBe(true);
    expect(i18n.language).toBe('ja');
    expect(i18n.t('common.loading')).toBe('読み込み中…');
  });

  it('stays in the current language when the other strings cannot be fetched', async () => {
    loadMock.mockRejectedValueOnce(new Error('offline'));
    const i18n = createI18n('en', { en: allStrings.en });
    await expect(switchLanguage(i18n, 'jp')).resolves.toBe(false);
    expect(i18n.language).toBe('en');
    expect(i18n.t('common.loading')).toBe('Loading…');
  });
});
