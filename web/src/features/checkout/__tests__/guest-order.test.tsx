import { screen } from '@testing-library/react';
import { formMessage } from '@kakehashi/contracts/web';
import { renderApp } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';

// docs/rules/cart-and-checkout.md#guest-orders: a guest finds the order and may cancel it; the
// cancel asks in place, in the page's language, saying what follows (never a browser dialog).
const placed = (payment_status: string) => ({
  order_number: 'KK00000077',
  payment_status,
  total_price: 5400,
  ordered_at: '2026-11-20T03:00:00.000Z',
  payment_profile: { id: '3', code: 'COD', name: '代金引換', payment_fee: 330 },
});
const key = { order_number: 'KK00000077', guest_order_password: 'pw-77' };

const bankTransfer = {
  id: '2',
  code: 'BANK',
  name: '銀行振込',
  payment_fee: 0,
  description: 'ご注文日から7日以内にお振り込みください。',
  option: {
    bank_name: 'デモ銀行（架空）',
    branch_name: 'かけはし支店（店番 123）',
    account_type: '普通',
    account_number: '1234567',
    account_holder: 'カ）カケハシ デモ',
    transfer_days: 7,
  },
};

const setup = (order = placed('unpaid')) => {
  const api = createFakeApi({
    'POST /guestOrder/get': ok({ order }),
    'POST /order/cancel': ok({ order: placed('canceled') }),
  });
  const view = renderApp(null, {
    url: '/order/guest',
    session: { language: 'jp' },
    api,
  });
  return { ...view, api };
};

describe('guest order', () => {
  beforeAll(() => import('../routes/order-pages'));

  // The confirmation mail names the order number only; the password is shown once, on the
  // completion page (docs/rules/cart-and-checkout.md#guest-orders): the page says so.
  it.each([
    ['en', /number from your order confirmation mail/, /password shown on the order-complete page/],
    [
      'jp',
      /ご注文確認メールに記載の注文番号/,
      /ご注文完了時の画面に表示されたゲスト注文パスワード/,
    ],
  ] as const)(
    'says where a guest finds the number and the password (%s)',
    async (language, number, password) => {
      renderApp(null, { url: '/order/guest', session: { language }, api: createFakeApi({}) });
      const lead = await screen.findByText(password);
      expect(lead).toHaveTextContent(number);
    },
  );

  // A wrong number or password is said for this page, not as the upstream's general "not found"
  // ('We could not find what you were looking for…'), in the page's language.
  it.each([
    [
      'en',
      /^Order number/,
      /^Guest order password/,
      'Find order',
      'No order matches this order number and password. Check both: the order number is in your order confirmation mail, the password was shown on the order-complete page.',
    ],
    [
      'jp',
      /^注文番号/,
      /^ゲスト注文パスワード/,
      'ご注文を確認',
      'この注文番号とパスワードに一致するご注文はありません。注文番号はご注文確認メールで、パスワードはご注文完了時の画面でご確認ください。',
    ],
  ] as const)(
    'says no order matches a wrong number or password (%s)',
    async (language, number, password, find, said) => {
      const api = createFakeApi({
        'POST /guestOrder/get': fail(
          'E000-004',
          'We could not find what you were looking for. [E000-004]',
        ),
      });
      const { user } = renderApp(null, { url: '/order/guest', session: { language }, api });
      await user.type(await screen.findByLabelText(number), 'KK00000099');
      await user.type(screen.getByLabelText(password), 'wrong');
      await user.click(screen.getByRole('button', { name: find }));
      expect(await screen.findByRole('alert')).toHaveTextContent(said);
      expect(screen.queryByText(/could not find what you were looking for/)).toBeNull();
    },
  );

  // Empty, the form says so in the site's own words beside each field (no browser bubble), marks
  // both as required, focuses the first and asks nothing.
  it.each([
    ['en', 'Order number', 'Guest order password', 'Find order', 'Required'],
    ['jp', '注文番号', 'ゲスト注文パスワード', 'ご注文を確認', '必須'],
  ] as const)(
    'asks for both fields in its own words when sent empty (%s)',
    async (language, number, password, find, mark) => {
      const api = createFakeApi({});
      const { user } = renderApp(null, { url: '/order/guest', session: { language }, api });
      const numberField = await screen.findByLabelText(new RegExp(`^${number}`));
      const passwordField = screen.getByLabelText(new RegExp(`^${password}`));
      // Each is named with the form's "Required" mark, as the site's other forms are.
      expect(numberField).toHaveAccessibleName(`${number} ${mark}`);
      expect(passwordField).toHaveAccessibleName(`${password} ${mark}`);
      expect(numberField).not.toHaveAttribute('required');
      expect(numberField.closest('form')).toHaveAttribute('novalidate');
      await user.click(screen.getByRole('button', { name: find }));
      expect(numberField).toHaveAccessibleDescription(
        formMessage(language, 'required', { label: number }),
      );
      expect(passwordField).toHaveAccessibleDescription(
        formMessage(language, 'required', { label: password }),
      );
      expect(numberField).toHaveFocus();
      expect(api.callsTo('POST /guestOrder/get')).toHaveLength(0);
    },
  );

  it('cancels only once the in-place question is confirmed, in Japanese', async () => {
    const browserDialog = jest.spyOn(window, 'confirm');
    const { user, api } = setup();
    await user.type(await screen.findByLabelText(/^注文番号/), key.order_number);
    await user.type(screen.getByLabelText(/^ゲスト注文パスワード/), key.guest_order_password);
    await user.click(screen.getByRole('button', { name: 'ご注文を確認' }));

    await user.click(await screen.findByRole('button', { name: '注文をキャンセル' }));
    const question = screen.getByRole('alertdialog', {
      name: 'このご注文をキャンセルしますか？取り消すことはできません。',
    });
    expect(question).toHaveAccessibleDescription(
      'キャンセルしたご注文の代金は請求されません。あらためて購入する場合は、新しくご注文ください。',
    );
    await user.click(screen.getByRole('button', { name: '注文をそのままにする' }));
    expect(api.callsTo('POST /order/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '注文をキャンセル' }));
    await user.click(screen.getByRole('button', { name: 'はい、キャンセルする' }));
    expect(await screen.findByText('キャンセル済み')).toBeInTheDocument();
    expect(api.callsTo('POST /order/cancel')[0]?.body).toEqual(key);
    expect(browserDialog).not.toHaveBeenCalled();
  });

  it('shows a guest where to transfer while a bank-transfer order is unpaid, and not once paid', async () => {
    for (const [status, shown] of [
      ['unpaid', true],
      ['paid', false],
    ] as const) {
      const { user, unmount } = setup({ ...placed(status), payment_profile: bankTransfer });
      await user.type(await screen.findByLabelText(/^注文番号/), key.order_number);
      await user.type(screen.getByLabelText(/^ゲスト注文パスワード/), key.guest_order_password);
      await user.click(screen.getByRole('button', { name: 'ご注文を確認' }));
      await screen.findByRole('heading', { name: /KK00000077/ });
      const guide = screen.queryByRole('region', { name: 'お振込みのご案内' });
      if (!shown) expect(guide).toBeNull();
      else {
        expect(guide).toHaveTextContent('デモ銀行（架空）');
        expect(guide).toHaveTextContent('普通 1234567');
        expect(guide).toHaveTextContent('5,400円（税込）');
        expect(guide).toHaveTextContent('KK00000077');
        expect(guide).toHaveTextContent('2026年11月27日（金）まで');
      }
      unmount();
    }
  });

  it('cancels with the key it was found by, and sending the same key again looks it up again', async () => {
    const { user, api } = setup();
    await user.type(await screen.findByLabelText(/^注文番号/), key.order_number);
    await user.type(screen.getByLabelText(/^ゲスト注文パスワード/), key.guest_order_password);
    const find = screen.getByRole('button', { name: 'ご注文を確認' });
    await user.click(find);
    await screen.findByRole('heading', { name: /KK00000077/ });
    await user.click(find);
    await screen.findByRole('heading', { name: /KK00000077/ });
    expect(api.callsTo('POST /guestOrder/get').map((call) => call.body)).toEqual([key, key]);

    // Typing in the fields afterwards changes nothing about the order found.
    await user.type(screen.getByLabelText(/^ゲスト注文パスワード/), '-typo');
    await user.click(screen.getByRole('button', { name: '注文をキャンセル' }));
    await user.click(screen.getByRole('button', { name: 'はい、キャンセルする' }));
    expect(await screen.findByText('キャンセル済み')).toBeInTheDocument();
    expect(api.callsTo('POST /order/cancel').map((call) => call.body)).toEqual([key]);
  });
});
