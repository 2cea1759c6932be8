import { clearTabDraft, readTabDraft, writeTabDraft } from '../tab-draft';

// A form's draft kept in the tab (docs/rules/lists-and-requests.md#drafts): storage that is
// missing, full or holding something else must never break the form, only lose the draft.
const key = 'kakehashi.test';

describe('a draft kept in the tab', () => {
  afterEach(() => jest.restoreAllMocks());

  it('comes back as it was written, and goes once cleared', () => {
    writeTabDraft(key, { values: { name: '山田 太郎' }, reviewed: true });
    expect(readTabDraft(key)).toEqual({ values: { name: '山田 太郎' }, reviewed: true });
    clearTabDraft(key);
    expect(sessionStorage.getItem(key)).toBeNull();
    expect(readTabDraft(key)).toBeNull();
  });

  it('goes when null is written in its place', () => {
    writeTabDraft(key, { id: 'R-1' });
    writeTabDraft(key, null);
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('reads as nothing when the kept text is not JSON', () => {
    sessionStorage.setItem(key, '{"values":');
    expect(readTabDraft(key)).toBeNull();
  });

  it('reads as nothing when the kept value is not an object, unless the guard takes it', () => {
    sessionStorage.setItem(key, '"a string"');
    expect(readTabDraft(key)).toBeNull();
    sessionStorage.setItem(key, '[1,2]');
    expect(readTabDraft(key)).toBeNull();
    sessionStorage.setItem(key, 'true');
    expect(readTabDraft(key)).toBeNull();
    expect(readTabDraft(key, (kept) => typeof kept === 'boolean')).toBe(true);
  });

  it('reads as nothing, and writes and clears without throwing, when storage throws', () => {
    const refused = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refused);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refused);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(refused);
    expect(readTabDraft(key)).toBeNull();
    expect(() => writeTabDraft(key, { values: {} })).not.toThrow();
    expect(() => clearTabDraft(key)).not.toThrow();
  });
});
