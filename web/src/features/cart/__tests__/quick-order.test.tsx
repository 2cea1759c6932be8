import { screen } from '@testing-library/react';
import { renderApp, signedOutSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';
import { paymentLoginConfig } from '@/testing/cart-fixtures';

// docs/rules/cart-and-checkout.md#quick-order: "Find" with nothing typed says what to type, in
// place; a code that finds nothing says where a buyer finds a product's code.
const setup = (language: 'en' | 'jp') => {
  localStorage.removeItem('kakehashi.cartCode');
  const api = createFakeApi({
    'POST /items/list': ok({ items: [], hit: 0 }),
    'POST /paymentLogin/config': ok(paymentLoginConfig(false)),
  });
  const view = renderApp(null, { url: '/cart', api, session: { ...signedOutSession, language } });
  return { ...view, api };
};

describe('quick order by product code', () => {
  beforeAll(() => import('../routes/cart-page'));

  it.each([
    ['en', 'Product code', 'Find', 'Enter a product code: the “Item code” on a product page'],
    ['jp', '商品コード', '検索', '商品コードを入力してください。'],
  ] as const)(
    'says what to type when "Find" is pressed with no code (%s)',
    async (language, label, find, said) => {
      const { user, api } = setup(language);
      const field = await screen.findByRole('textbox', { name: label });
      await user.type(field, '   ');
      await user.click(screen.getByRole('button', { name: find }));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(said));
      expect(field).toHaveFocus();
      expect(api.callsTo('POST /items/list')).toHaveLength(0);
      // Typing a code takes the error away.
      await user.type(field, 'P1');
      expect(field).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText(said, { exact: false })).toBeNull();
    },
  );

  it.each([
    [
      'en',
      'Product code',
      'Find',
      'No product has the code P999999. Check it against the “Item code” shown on each product page, then try again.',
    ],
    [
      'jp',
      '商品コード',
      '検索',
      '商品コードP999999の商品は見つかりませんでした。各商品ページに記載の「商品コード」をご確認のうえ、もう一度お試しください。',
    ],
  ] as const)(
    'says where a code is found when none matches (%s)',
    async (language, label, find, said) => {
      const { user } = setup(language);
      await user.type(await screen.findByRole('textbox', { name: label }), 'P999999');
      await user.click(screen.getByRole('button', { name: find }));
      expect(await screen.findByRole('status')).toHaveTextContent(said);
    },
  );
});
