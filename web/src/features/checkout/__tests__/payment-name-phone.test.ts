import path from 'node:path';
import { phoneRulesOf } from '@/testing/phone-rules';

// docs/rules/site-and-pages.md#line-breaks: at 360 px the payment step broke 「クレジットカー／ド」 in
// the name's column beside the fee. On a phone the name's column is at least its longest phrase
// wide (the phrase keeps its text whole) and the fee gives way, breaking between its own phrases.
// jsdom applies no media queries, so the test reads the stylesheet's rules.
const { phone } = phoneRulesOf(path.resolve(__dirname, '../../../app/styles/shop.css'));
const ruleOf = (selector: string) =>
  [...phone.matchAll(new RegExp(`${selector.replace(/\./g, '\\.')} \\{([^}]*)\\}`, 'g'))]
    .map((m) => m[1]!.replace(/\s+/g, ' '))
    .join(' ');

describe('a payment choice on a phone', () => {
  it('keeps the name a phrase wide and lets the fee wrap instead', () => {
    expect(ruleOf('.checkout-step .choice')).toContain(
      'grid-template-columns: auto minmax(min-content, 1fr) auto;',
    );
    expect(ruleOf('.checkout-step .choice__name .phrase')).toContain('overflow-wrap: break-word;');
    expect(ruleOf('.checkout-step .choice__price')).toContain('white-space: normal;');
  });
});
