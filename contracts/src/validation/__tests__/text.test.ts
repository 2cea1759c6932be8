import { apiRoutes } from '../../api/api-routes';
import { upstreamCatalogue } from '../../upstream/catalogue';
import { registrationFormSchema } from '../../registration/registration-form';
import { textField } from '../fields';
import { formMessage } from '../messages';
import { isMultiLine, isSingleLine, multiLine, singleLine } from '../text';

// docs/security.md#single-line-fields: a CR/LF in a one-line field could start a mail header.
const injected = 'Hi\r\nBcc: everyone@example.com';
const controls = ['\r', '\n', '\t', '\u0000', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029'];

describe('single-line and multi-line text', () => {
  it('a single-line field refuses every control character, a multi-line one all but line breaks', () => {
    for (const c of controls) expect(isSingleLine(`a${c}b`)).toBe(false);
    expect(isSingleLine('Hello, 世界 — ok')).toBe(true);
    expect(isMultiLine('one\ntwo\r\nthree')).toBe(true);
    for (const c of controls.filter((c) => c !== '\r' && c !== '\n'))
      expect(isMultiLine(`a${c}b`)).toBe(false);
  });

  it('refuses before trimming, so a trailing CR/LF is refused too, and says why in both languages', () => {
    const title = singleLine().trim().min(1).max(200);
    expect(title.safeParse('Hi\r\n').success).toBe(false);
    expect(title.safeParse('  Hi  ').data).toBe('Hi');
    // The issue names its form message; the BFF words it in the user's language.
    const issue = title.safeParse(injected).error?.issues[0];
    expect(issue).toMatchObject({ code: 'custom', params: { kind: 'singleLine' } });
    expect(formMessage('en', 'singleLine')).toBe(
      'This field must be one line, without line breaks or control characters.',
    );
    expect(formMessage('jp', 'singleLine')).toBe('この項目に改行や制御文字は使用できません。');
  });

  it('a multi-line field keeps line breaks as LF', () => {
    expect(multiLine().safeParse('one\r\ntwo\rthree').data).toBe('one\ntwo\nthree');
    expect(multiLine().safeParse('tab\there').success).toBe(false);
  });

  it('the inquiry, sign-up, member, address and order requests refuse CR/LF in their one-line fields', () => {
    const inquiry = {
      type: 'ask_company',
      title: 'Hello',
      name: 'Ada',
      email: 'ada@example.com',
      text: 'Line one\nLine two',
    };
    const put = upstreamCatalogue['inquiries/put'].request;
    expect(put.safeParse(inquiry).success).toBe(true);
    for (const field of ['title', 'name', 'email'] as const)
      expect(
        put.safeParse({ ...inquiry, [field]: `${inquiry[field]}\r\nBcc: x@example.com` }).success,
      ).toBe(false);
    expect(put.safeParse({ ...inquiry, text: 'a\u0007b' }).success).toBe(false);

    const update = apiRoutes['account/member/update'].body;
    for (const field of ['name', 'company', 'street', 'city', 'building', 'company_division'])
      expect(update.safeParse({ user: { [field]: 'A\nB' } }).success).toBe(false);
    expect(update.safeParse({ user: { name: 'Ada Lovelace' } }).success).toBe(true);

    const address = upstreamCatalogue['member/address/put'].request;
    const line = {
      name: 'Ada',
      zip: '1000001',
      state: 'Tokyo',
      city: 'Chiyoda',
      street: '1-1',
      tel: '0312345678',
    };
    expect(address.safeParse({ address: line }).success).toBe(true);
    expect(address.safeParse({ address: { ...line, street: '1-1\r\nX' } }).success).toBe(false);
  });

  it('form fields refuse control characters in their own words; a text area keeps its lines', () => {
    const name = textField({ lang: 'en', label: 'Name' });
    expect(name.safeParse('Ada\nLovelace').error?.issues[0]?.message).toBe(
      'Name must be one line, without line breaks or control characters.',
    );
    const message = textField({ lang: 'jp', label: 'メッセージ', multiline: true });
    expect(message.safeParse('一行目\n二行目').success).toBe(true);
    expect(message.safeParse('a\u0000b').error?.issues[0]?.message).toBe(
      'メッセージに制御文字は使用できません。',
    );
    const form = registrationFormSchema('en').safeParse({ companyName: 'Acme\r\nBcc: x' });
    expect(form.error?.issues.find((i) => i.path[0] === 'companyName')?.message).toMatch(
      /one line/,
    );
  });
});
