import { formMessage, formMessageKinds } from '../messages';

describe('formMessage (form messages, docs/rules/accounts.md#form-messages)', () => {
  it('says in Japanese to enter the label when required', () => {
    expect(formMessage('jp', 'required', { label: '会社名' })).toBe('会社名を入力してください。');
    expect(formMessage('en', 'required', { label: 'Company name' })).toBe(
      'Company name is required.',
    );
  });

  it('says the label must be within N characters when too long', () => {
    expect(formMessage('jp', 'tooLong', { label: '氏名', max: 50 })).toBe(
      '氏名は50文字以内で入力してください。',
    );
    expect(formMessage('en', 'tooLong', { label: 'Name', max: 50 })).toBe(
      'Name must be 50 characters or fewer.',
    );
  });

  it('says to enter the label correctly for a bad email', () => {
    expect(formMessage('jp', 'email', { label: 'メールアドレス' })).toBe(
      'メールアドレスを正しく入力してください。',
    );
  });

  it('names katakana with the long-vowel mark', () => {
    expect(formMessage('jp', 'katakana', { label: 'フリガナ' })).toContain('カタカナ');
    expect(formMessage('jp', 'katakana', { label: 'フリガナ' })).toContain('ー');
  });

  it('shows a phone written both ways, in Japan and from abroad, as an example', () => {
    expect(formMessage('jp', 'telephone', { label: '電話番号' })).toBe(
      '電話番号は半角数字・ハイフン・スペースで入力してください（例：03-\u20601234-\u20605678、+81\u00a03-\u20601234-\u20605678）。',
    );
    expect(formMessage('en', 'telephone', { label: 'Phone' })).toBe(
      'Phone may contain only digits, hyphens and spaces, optionally after +81 (for example 03-\u20601234-\u20605678 or +81\u00a03-\u20601234-\u20605678).',
    );
    expect(formMessage('jp', 'phoneDigits', { label: '電話番号' })).toBe(
      '電話番号は市外局番から10桁または11桁の数字で入力してください（例：03-\u20601234-\u20605678、+81\u00a03-\u20601234-\u20605678）。',
    );
    expect(formMessage('en', 'phoneDigits', { label: 'Phone' })).toBe(
      'Phone must be a Japanese number of 10 or 11 digits with the area code (for example 03-\u20601234-\u20605678 or +81\u00a03-\u20601234-\u20605678).',
    );
  });

  it('reproduces the fixed English texts exactly, full-width colon included', () => {
    expect(formMessage('en', 'emailRequired')).toBe('Error：Email is required.');
    expect(formMessage('en', 'passwordRequired')).toBe('Error：Password is required.');
    expect(formMessage('en', 'credentialsIncorrect')).toBe('The email or password is incorrect.');
    expect(formMessage('en', 'checkForm')).toBe(
      'Please check the form again to make sure you have filled in all the required fields.',
    );
  });

  it('reads as a sentence without a label', () => {
    expect(formMessage('en', 'required')).toBe('This field is required.');
    expect(formMessage('jp', 'required')).toBe('この項目を入力してください。');
  });

  it('falls back to English for an unknown language', () => {
    expect(formMessage('de' as 'en', 'required', { label: 'Email' })).toBe('Email is required.');
  });

  it('ends every Japanese message with 。, as every message on a Japanese page does', () => {
    // docs/rules/accounts.md#form-messages: a message is a sentence; 「メールアドレスを入力してください」
    // stood under the sign-up field without its 。 while the hints around it had one.
    const open = formMessageKinds.filter(
      (kind) => !formMessage('jp', kind, { label: 'L', max: 3 }).endsWith('。'),
    );
    expect(open).toEqual([]);
  });

  it('has a non-empty text in both languages for every kind, with no placeholder left over', () => {
    for (const kind of formMessageKinds)
      for (const lang of ['en', 'jp'] as const) {
        const text = formMessage(lang, kind, { label: 'L', max: 3 });
        expect(text.length).toBeGreaterThan(0);
        expect(text).not.toMatch(/[{}]/);
      }
  });
});
