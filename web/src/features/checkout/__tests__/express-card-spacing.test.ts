import { readFileSync } from 'node:fs';
import path from 'node:path';

// The 'Use your Amazon Pay address' card sat 36 px above the Purchaser step where every other
// step is 16 px apart (seen at 390 px in Chromium): it is a .card, whose own bottom margin
// (components.css) added to the steps' column gap. jsdom lays nothing out, so the test reads the
// stylesheets' rules.
const styles = path.resolve(__dirname, '../../../app/styles');
const rulesOf = (file: string, selector: string) =>
  [
    ...readFileSync(path.join(styles, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .matchAll(/([^{}]+)\{([^}]*)\}/g),
  ]
    .filter((m) => m[1]!.trim() === selector)
    .map((m) => m[2]!.replace(/\s+/g, ' '));

describe("the checkout steps' spacing", () => {
  it('spaces the steps by the column gap alone, the payment-login card too', () => {
    expect(rulesOf('shop.css', '.checkout-layout__steps').join()).toContain('gap: 16px;');
    expect(rulesOf('components.css', '.card').join()).toContain('margin-bottom: 20px;');
    expect(rulesOf('shop.css', '.checkout-express').join()).toMatch(/(^|;) ?margin: 0;/);
  });
});
