import { localeParts } from '@/testing/strings';

type Tree = { [key: string]: unknown };

const at = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

// docs/rules/cart-and-checkout.md#card-payment: a saved card is named one way wherever the buyer
// meets it, on /mypage/cards and at the payment step ('Visa ending in 4444' / 「Visa（末尾4444）」),
// so the card chosen at checkout is recognisably the one saved.
describe.each(['en', 'ja'] as const)('a saved card’s name in %s', (language) => {
  it('is the same on the cards page and at the payment step', () => {
    const strings = localeParts[language];
    const cardsPage = at(strings.member, 'cards.endingIn');
    expect(typeof cardsPage).toBe('string');
    expect(at(strings.shop, 'checkout.payment.savedCard')).toBe(cardsPage);
  });
});
