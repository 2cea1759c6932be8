import { z } from 'zod';
import { issueMessagesIn } from '../issue-messages';

// docs/rules/errors-and-messages.md#field-errors: every kind of issue reads in the buyer's
// language, without a pattern, a type name or zod's own English.
const schema = z
  .object({
    email: z.email(),
    code: z.string().regex(/^[A-Z]+$/),
    count: z.number().int().min(2).multipleOf(2),
    tags: z.array(z.string()).max(1),
    kind: z.enum(['a', 'b']),
    site: z.url(),
    word: z.string().min(3),
    note: z.string().max(2),
    flag: z.literal(true),
    either: z.union([z.number(), z.boolean()]),
    needed: z.string(),
    line: z.string().refine((v) => !v.includes('\n'), { params: { kind: 'singleLine' } }),
  })
  .strict();

const body = {
  email: 'not-mail',
  code: 'abc',
  count: 1,
  tags: ['a', 'b'],
  kind: 'c',
  site: 'nope',
  word: 'ab',
  note: 'abc',
  flag: false,
  either: 'x',
  line: 'a\nb',
  extra: 1,
};

const messagesIn = (lang: 'en' | 'jp') => {
  const parsed = schema.safeParse(body, { error: issueMessagesIn(lang) });
  if (parsed.success) throw new Error('expected issues');
  return parsed.error.issues.map((issue) => issue.message);
};

describe('issue messages', () => {
  it('words every kind of issue in Japanese, with no pattern or English', () => {
    const messages = messagesIn('jp');
    expect(messages.length).toBeGreaterThanOrEqual(13);
    for (const message of messages) {
      expect(message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(message.replace('URL', '')).not.toMatch(/[A-Za-z]{2,}|\//);
    }
    expect(messages).toContain('メールアドレスを正しく入力してください。');
    expect(messages).toContain('3文字以上で入力してください。');
    expect(messages).toContain('この項目を入力してください。');
  });

  it('words every kind of issue in plain English', () => {
    const messages = messagesIn('en');
    for (const message of messages) {
      expect(message).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]|\/\^|expected|Invalid input/);
    }
    expect(messages).toContain('Please enter a valid email address.');
    expect(messages).toContain('Please choose at most 1.');
    expect(messages).toContain(
      'This field must be one line, without line breaks or control characters.',
    );
  });

  it("keeps a schema's own message", () => {
    const own = z.string().min(1, 'Say something.');
    const parsed = own.safeParse('', { error: issueMessagesIn('jp') });
    expect(parsed.error?.issues[0]?.message).toBe('Say something.');
  });
});
