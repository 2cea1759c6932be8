import path from 'node:path';
import { phoneRulesOf } from '@/testing/phone-rules';

// docs/rules/cart-and-checkout.md#bank-transfer: 'How to pay' lists facts the buyer copies into a
// bank's form. Beside a label column a phone (390 px) broke them inside a fact
// (「かけはし支店（店番／123）」, 「2026年12月04日／（金）まで」); on a phone each fact sits under its
// label on the block's whole width, wide screens keep the two columns. jsdom applies no media
// queries, so the test reads the stylesheet's rules.
const { phone, wide } = phoneRulesOf(path.resolve(__dirname, '../../../app/styles/shop.css'));
const rowRule = (css: string) =>
  [...css.matchAll(/\.transfer-guide__row \{([^}]*)\}/g)].map((m) => m[1]!.replace(/\s+/g, ' '));

describe('How to pay on a phone', () => {
  it('puts each fact under its label, one column as wide as the block', () => {
    expect(rowRule(phone)).toEqual([
      expect.stringContaining('grid-template-columns: minmax(0, 1fr);'),
    ]);
  });

  it('keeps the label column beside the facts on wide screens', () => {
    expect(rowRule(wide)).toEqual([
      expect.stringContaining('grid-template-columns: minmax(7em, 38%) minmax(0, 1fr);'),
    ]);
  });
});
