import type * as locales from '@/locales';
import { loadArea } from '@/locales';
import { createI18n, loadStringAreas, switchLanguage } from '@/shared/i18n/i18n';
import { frameStrings, localeParts } from '@/testing/strings';

jest.mock('@/locales', () => {
  const actual = jest.requireActual<typeof locales>('@/locales');
  return { ...actual, loadArea: jest.fn(actual.loadArea) };
});
const loadMock = jest.mocked(loadArea);
const fetched = () => loadMock.mock.calls.map(([area, language]) => `${area}.${language}`).sort();

/** The app as it starts in English: the frame's English strings and nothing else. */
const startInEnglish = () => createI18n('en', { en: frameStrings.en });

beforeEach(() => loadMock.mockClear());

describe("the page language's strings, loaded by area on demand", () => {
  it('loads one area in one language, as its file holds it', async () => {
    await expect(loadArea('member', 'ja')).resolves.toEqual(localeParts.ja.member);
    await expect(loadArea('frame', 'en')).resolves.toEqual(localeParts.en.frame);
  });

  it("fetches a route's areas in the page language only, and reads their keys as before", async () => {
    const i18n = startInEnglish();
    expect(i18n.t('common.loading')).toBe('Loading…');
    expect(i18n.t('login.title')).toBe('login.title');
    await loadStringAreas(['account']);
    expect(fetched()).toEqual(['account.en']);
    expect(i18n.t('login.title')).toBe('Log in');
    // A top-level key shared by two areas: the frame's leaf and the member area's both read.
    await loadStringAreas(['member']);
    expect(i18n.t('mypage.title')).toBe('My page');
    expect(i18n.t('mypage.nav.profile')).toBe('Profile');
  });

  it('fetches the other language of every area loaded so far on a switch', async () => {
    const i18n = startInEnglish();
    await loadStringAreas(['account', 'shop']);
    loadMock.mockClear();
    await expect(switchLanguage(i18n, 'jp')).resolves.toBe(true);
    expect(fetched()).toEqual(['account.ja', 'frame.ja', 'shop.ja']);
    expect(i18n.language).toBe('ja');
    expect(i18n.t('common.loading')).toBe('読み込み中…');
    expect(i18n.t('login.title')).toBe('ログイン');
    // Back to English: everything is at hand, nothing is fetched again.
    loadMock.mockClear();
    await expect(switchLanguage(i18n, 'en')).resolves.toBe(true);
    expect(fetched()).toEqual([]);
  });

  it('stays in the current language when one of the other strings cannot be fetched', async () => {
    const i18n = startInEnglish();
    await loadStringAreas(['account']);
    loadMock.mockImplementation(async (area, language) => {
      if (area === 'account') throw new Error('offline');
      return jest.requireActual<typeof locales>('@/locales').loadArea(area, language);
    });
    await expect(switchLanguage(i18n, 'jp')).resolves.toBe(false);
    expect(i18n.language).toBe('en');
    expect(i18n.t('common.loading')).toBe('Loading…');
    loadMock.mockImplementation(jest.requireActual<typeof locales>('@/locales').loadArea);
  });

  it("fails a route's load, rather than show bare keys, when its strings cannot be fetched", async () => {
    startInEnglish();
    loadMock.mockRejectedValueOnce(new Error('offline'));
    await expect(loadStringAreas(['shop'])).rejects.toThrow('Strings not loaded: shop');
  });
});
