import { screen } from '@testing-library/react';
import { renderApp, signedOutSession } from '@/testing/render-app';
import { createFakeApi, ok, type FakeAnswer } from '@/testing/fake-api';
import { paymentLoginConfig, senchaLine } from '@/testing/cart-fixtures';

// The upstream words the cart's sale and rank names in the session language, which a language
// switch stores after the page already shows the new one: until the cart is read again, those
// names are the other language's, so the cart shows them loading, never in the language left.
const line = senchaLine({ quantity: 2 });
const names = {
  jp: { sale: '春の新茶セール', rank: 'ゴールド' },
  en: { sale: 'Spring tea sale', rank: 'Gold' },
};

describe('the cart after a language switch', () => {
  it.each([
    ['jp', 'en', 'English', 'Total'],
    ['en', 'jp', '日本語', '合計'],
  ] as const)(
    'shows the sale and rank names loading, not in %s, until the cart is read in %s',
    async (from, to, button, totalLabel) => {
      localStorage.setItem('kakehashi.cartCode', 'c1');
      // The language the fake BFF's session holds: stored once PUT /language is answered.
      let saved: 'en' | 'jp' = from;
      const api = createFakeApi({
        'POST /cart/get': () =>
          ok({
            cart: {
              cart_code: 'c1',
              lines: [line],
              subtotal: 2160,
              total_price: 2060,
              user_rank: { id: '3', code: 'gold', name: names[saved].rank },
              sales: [{ id: '1', name: names[saved].sale, discount_amount: 100 }],
            },
          }),
        'POST /paymentLogin/config': ok(paymentLoginConfig(false)),
      });
      const { user } = renderApp(null, {
        url: '/cart',
        api,
        session: { ...signedOutSession, language: from },
      });
      expect(await screen.findByText(names[from].sale)).toBeInTheDocument();
      expect(screen.getByText(names[from].rank)).toBeInTheDocument();

      // The switch is stored only when the test answers it.
      let answer: (reply: FakeAnswer) => void = () => {};
      api.on(
        'PUT /language',
        () =>
          new Promise<FakeAnswer>((resolve) => {
            answer = (reply) => {
              saved = to;
              resolve(reply);
            };
          }),
      );
      const calls = api.callsTo('POST /cart/get').length;
      await user.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText(totalLabel)).toBeInTheDocument();
      // The page is in the new language; the cart has not been read in it yet.
      expect(api.callsTo('POST /cart/get')).toHaveLength(calls);
      expect(screen.queryByText(names[from].sale)).not.toBeInTheDocument();
      expect(screen.queryByText(names[from].rank)).not.toBeInTheDocument();

      answer(ok({ language: to }));
      expect(await screen.findByText(names[to].sale)).toBeInTheDocument();
      expect(screen.getByText(names[to].rank)).toBeInTheDocument();
    },
  );
});
