import { screen } from '@testing-library/react';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

// docs/rules/accounts.md#cards: the brand is read from the number's issuer prefix, so a
// Mastercard is never saved as the select's first brand, Visa.

const cardsApi = () =>
  createFakeApi({
    'POST /member/creditcard/get': ok({ cards: [] }),
    'POST /member/creditcard/put': ok({}),
  });

describe('a saved card’s brand', () => {
  it('follows the number typed and saves a Mastercard as Mastercard', async () => {
    const api = cardsApi();
    const { user } = renderApp(null, { url: '/mypage/cards', session: signedInSession, api });
    const brand = await screen.findByLabelText('Brand');
    expect(brand).toHaveValue('Visa');
    await user.type(screen.getByLabelText('Card number'), '5555 5555 5555 4444');
    expect(brand).toHaveValue('Mastercard');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '11/39');
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    expect(await screen.findByText('The card has been saved.')).toBeVisible();
    expect(api.callsTo('POST /member/creditcard/put')[0]?.body).toMatchObject({
      payment_config: { brand: 'Mastercard', last4: '4444', expiry: '11/39' },
    });
  });

  it.each([
    ['en', 'Brand', 'Card number', /^Expiry/, 'Add a card', 'This is a Mastercard card number'],
    [
      'jp',
      'ブランド',
      'カード番号',
      /^有効期限/,
      'カードを追加する',
      'このカード番号はMastercardです',
    ],
  ] as const)(
    'refuses a brand chosen against the number, in the page language (%s)',
    async (language, brandLabel, numberLabel, expiryLabel, add, message) => {
      const api = cardsApi();
      const { user } = renderApp(null, {
        url: '/mypage/cards',
        session: { ...signedInSession, language },
        api,
        locale: language,
      });
      await user.type(await screen.findByLabelText(numberLabel), '5555555555554444');
      await user.selectOptions(screen.getByLabelText(brandLabel), 'Visa');
      await user.type(screen.getByLabelText(expiryLabel), '11/39');
      await user.click(screen.getByRole('button', { name: add }));
      expect(await screen.findByText(new RegExp(`^${message}`))).toBeVisible();
      expect(screen.getByLabelText(numberLabel)).toHaveAttribute('aria-invalid', 'true');
      expect(api.callsTo('POST /member/creditcard/put')).toEqual([]);
    },
  );
});
