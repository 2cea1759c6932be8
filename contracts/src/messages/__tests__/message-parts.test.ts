import {
  builtinMessageTables,
  fillPlaceholders,
  readFieldIssues,
  StatusCode,
} from '@kakehashi/contracts';

describe('fillPlaceholders (docs/rules/errors-and-messages.md#placeholders: {} placeholders filled in order)', () => {
  it('fills each {} with the next param', () => {
    expect(fillPlaceholders('{} of {}', ['1', 2])).toBe('1 of 2');
  });

  it('removes placeholders that have no param and ignores extra params', () => {
    expect(fillPlaceholders('a{}b{}c', ['X'])).toBe('aXbc');
    expect(fillPlaceholders('none', ['X'])).toBe('none');
  });

  it('inserts param text verbatim, replacement patterns included', () => {
    expect(fillPlaceholders('[{}]', ['$&$1'])).toBe('[$&$1]');
  });
});

describe('readFieldIssues (docs/rules/errors-and-messages.md#field-errors: data.errors and data.warings)', () => {
  it('reads name and value entries', () => {
    const data = { errors: [{ name: 'email', value: 'bad' }] };
    expect(readFieldIssues(data, 'errors')).toEqual([{ name: 'email', value: 'bad' }]);
  });

  it('gives no issues for junk containers', () => {
    for (const data of [null, 'x', [], { errors: 'x' }, { errors: { name: 'a' } }]) {
      expect(readFieldIssues(data, 'errors')).toEqual([]);
    }
  });

  it('drops entries without a name and turns values into text', () => {
    const data = {
      warings: [
        null,
        'x',
        { value: 'no name' },
        { name: '', value: 'empty name' },
        { name: 5, value: 'numeric name' },
        { name: 'qty', value: 3 },
        { name: 'flag', value: true },
        { name: 'list', value: ['a', 1, 'b'] },
        { name: 'missing' },
        { name: 'object', value: { deep: 1 } },
      ],
    };
    expect(readFieldIssues(data, 'warings')).toEqual([
      { name: 'qty', value: '3' },
      { name: 'flag', value: 'true' },
      { name: 'list', value: 'a, b' },
      { name: 'missing', value: '' },
      { name: 'object', value: '' },
    ]);
  });

  it('reads warnings only from the upstream spelling "warings"', () => {
    expect(readFieldIssues({ warnings: [{ name: 'a', value: 'b' }] }, 'warings')).toEqual([]);
  });
});

describe('built-in message tables', () => {
  it('hold an English and a Japanese message for every product status code', () => {
    for (const code of Object.values(StatusCode)) {
      expect(builtinMessageTables.en[code]).toEqual(expect.any(String));
      expect(builtinMessageTables.ja[code]).toMatch(/[ぁ-んァ-ヶ一-龯]/);
    }
  });

  it('have the same codes in both languages', () => {
    expect(Object.keys(builtinMessageTables.ja).sort()).toEqual(
      Object.keys(builtinMessageTables.en).sort(),
    );
  });

  it('tell an expired session to sign in again', () => {
    expect(builtinMessageTables.en[StatusCode.sessionInvalid]).toMatch(/sign in again/);
    expect(builtinMessageTables.ja[StatusCode.sessionInvalid]).toMatch(/再度ログイン/);
  });
});
