import { cardBrandOf } from '../card-brand';
import { creditcardPutRequestSchema } from '../../upstream/member-extras';

// docs/rules/accounts.md#cards: the brand a card number names by its issuer prefix.
describe('cardBrandOf', () => {
  it.each([
    ['4111 1111 1111 1111', 'Visa'],
    ['5555 5555 5555 4444', 'Mastercard'],
    ['2221 0000 0000 0009', 'Mastercard'],
    ['2720 9900 0000 0000', 'Mastercard'],
    ['3782 822463 10005', 'American Express'],
    ['3714 496353 98431', 'American Express'],
    ['3530 1113 3330 0000', 'JCB'],
    ['3589 0000 0000 0000', 'JCB'],
    ['3056 930902 5904', 'Diners Club'],
    ['3600 000000 0008', 'Diners Club'],
    ['3852 0000 0232 37', 'Diners Club'],
    ['2720 9', 'Mastercard'],
    ['2721 0000 0000 0000', null],
    ['6011 1111 1111 1117', null],
    ['5', null],
  ])('reads %s as %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });
});

describe('a saved card sent to the gateway', () => {
  const card = (brand: string) => ({
    payment_config: { token: 'tok', last4: '4444', brand, expiry: '11/39' },
  });

  it('takes an offered brand and refuses one the cards page does not offer', () => {
    expect(creditcardPutRequestSchema.safeParse(card('Mastercard')).success).toBe(true);
    for (const brand of ['Discover', 'VISA', ''])
      expect(creditcardPutRequestSchema.safeParse(card(brand)).success).toBe(false);
  });
});
