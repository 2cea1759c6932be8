import fs from 'node:fs';
import path from 'node:path';

// A consent's 'Required' / 「必須」 badge follows a sentence that fills the line at 390 px: it must
// wrap as one piece, not leave its left edge at the end of one line and 「必須」 on the next (seen on
// /jp/account/buyer_signup). jsdom lays nothing out, so the test reads the stylesheet's rule.
const css = fs.readFileSync(path.resolve(__dirname, '../styles/forms.css'), 'utf8');
const rule = /\.checkbox-field \.field__required \{([^}]*)\}/.exec(css)?.[1] ?? '';

describe('the required badge beside a checkbox', () => {
  it('is one unbreakable box', () => {
    expect(rule).toMatch(/display: inline-block;/);
    expect(rule).toMatch(/white-space: nowrap;/);
  });

  // Seen on /jp/mypage/leave at 390 px: a badge wrapped to its own line stood 6 px in from the
  // sentence's edge. The gap is the space before it (CheckboxField), which a wrap removes.
  it('has no margin of its own, so a badge on a line of its own starts at the text’s edge', () => {
    expect(rule).not.toMatch(/margin/);
  });
});
