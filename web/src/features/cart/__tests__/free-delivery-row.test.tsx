import { act, screen, waitFor } from '@testing-library/react';
import { renderApp, signedOutSession } from '@/testing/render-app';
import { siteSettingsData } from '@/testing/catalog-fakes';
import { createFakeApi, ok } from '@/testing/fake-api';
import { paymentLoginConfig, senchaLine } from '@/testing/cart-fixtures';

// docs/rules/cart-and-checkout.md#free-delivery-threshold: the cart's totals say the shop's
// threshold with its basis, how much more the room-temperature goods need or that it applies,
// and nothing when the shop sets none.
type Custom = { temperatureRange?: string; businessType?: string };
const lineOf = (id: string, price: number, quantity: number, custom: Custom = {}) =>
  senchaLine({
    id,
    price,
    quantity,
    custom: { moq: 1, temperatureRange: 'dry', businessType: 'food', ...custom },
  });
type Line = ReturnType<typeof lineOf>;
type Sale = { id: string; name: string; discount_amount: number };
const cartOf = (lines: Line[], sales: Sale[]) => {
  const subtotal = lines.reduce((s, l) => s + l.subtotal, 0);
  const total_price = subtotal - sales.reduce((s, x) => s + x.discount_amount, 0);
  return { cart_code: 'c1', lines, subtotal, total_price, user_rank: null, sales };
};

const setup = (
  lines: Line[],
  minimum: number | null | undefined,
  language?: (typeof signedOutSession)['language'],
  sales: Sale[] = [],
) => {
  localStorage.setItem('kakehashi.cartCode', 'c1');
  const api = createFakeApi({
    'POST /cart/get': ok({ cart: cartOf(lines, sales) }),
    'POST /site/get': ok(siteSettingsData({ deliveryFeeFreeMinimumPrice: minimum })),
    'POST /paymentLogin/config': ok(paymentLoginConfig(false)),
  });
  const session = language ? { session: { ...signedOutSession, language } } : {};
  return { ...renderApp(null, { url: '/cart', api, ...session }), api };
};

/** The totals' rows as their cells read, e.g. 'Delivery Chosen at checkout'. */
const rowsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('.totals .totals__row')].map((row) =>
    [...row.children].map((cell) => cell.textContent?.trim()).join(' '),
  );

describe('free-delivery threshold in the cart totals', () => {
  beforeAll(() => import('../routes/cart-page'));

  it.each([
    [
      undefined,
      'Delivery Chosen at checkout',
      'Free delivery on a subtotal of ¥30,000 or more (tax incl.)',
      '¥2,300 more',
    ],
    ['jp', '送料 ご購入手続きで選択', '小計30,000円（税込）以上で送料無料', 'あと2,300円'],
  ] as const)(
    'says the threshold under the delivery row and how much more is needed (language %s)',
    async (language, delivery, threshold, remaining) => {
      // 10 × 2,770 = 27,700 tax incl.: 2,300 short.
      const { container } = setup([lineOf('1', 2770, 10)], 30000, language);
      await screen.findByText(remaining);
      expect(rowsOf(container).slice(1, 3)).toEqual([delivery, `${threshold} ${remaining}`]);
    },
  );

  it.each([
    [undefined, 'Applies'],
    ['jp', '適用'],
  ] as const)(
    'says it applies once the goods reach it, before the sale takes its discount (language %s)',
    async (language, reached) => {
      // 30,000 exactly ("or more"), which a 2 % sale brings to a 29,400 total: the upstream
      // compares the goods before discounts, so free delivery still applies.
      const sale = { id: '2', name: 'Always', discount_amount: 600 };
      setup([lineOf('1', 3000, 10)], 30000, language, [sale]);
      expect(await screen.findByText(reached)).toBeInTheDocument();
    },
  );

  it.each([
    [
      undefined,
      '¥20,000 more',
      'Chilled and frozen goods and machinery ship separately, at their own',
    ],
    ['jp', 'あと20,000円', '冷蔵・冷凍の商品と機械類は別便（送料別）のため'],
  ] as const)(
    'counts only the goods that ship as the room-temperature parcel, and says so (language %s)',
    async (language, remaining, note) => {
      const lines = [
        lineOf('1', 10000, 1),
        lineOf('2', 50000, 1, { temperatureRange: 'frozen' }),
        lineOf('3', 400000, 1, { businessType: 'machines' }),
      ];
      const { container } = setup(lines, 30000, language);
      expect(await screen.findByText(remaining)).toBeInTheDocument();
      // Japanese text is split at its phrases (<wbr>, glued brackets): read the cell's text.
      expect(container.querySelector('.totals__row--note small')?.textContent).toMatch(note);
    },
  );

  // The total's basis says what the row above it says: the fee comes at checkout until the
  // parcel's goods reach the threshold, then standard delivery is free; goods shipped separately
  // still pay their own fee (never 'before delivery' under 'Applies').
  it.each([
    [undefined, 'below', 'Total ¥27,700 tax incl., before delivery'],
    ['jp', 'below', '合計 27,700円 税込・送料別'],
    [undefined, 'reached', 'Total ¥30,000 tax incl., standard delivery free'],
    ['jp', 'reached', '合計 30,000円 税込・通常配送は送料無料'],
    [
      undefined,
      'mixed',
      'Total ¥80,000 tax incl., standard delivery free; separate shipments extra',
    ],
    ['jp', 'mixed', '合計 80,000円 税込・通常配送は送料無料（別便は送料別）'],
  ] as const)(
    'words the total as the free-delivery row stands (language %s, %s)',
    async (language, standing, total) => {
      const lines = {
        below: [lineOf('1', 2770, 10)],
        reached: [lineOf('1', 3000, 10)],
        mixed: [lineOf('1', 30000, 1), lineOf('2', 50000, 1, { temperatureRange: 'frozen' })],
      }[standing];
      const { container } = setup(lines, 30000, language);
      // Subtotal, delivery, the free-delivery row (once the settings answered), the total.
      await waitFor(() => expect(rowsOf(container)).toHaveLength(4));
      expect(rowsOf(container)[3]).toBe(total);
    },
  );

  it('words the total as before delivery while no threshold applies to a cart of frozen goods', async () => {
    const { container } = setup([lineOf('1', 50000, 1, { temperatureRange: 'frozen' })], 30000);
    await screen.findByText('Chosen at checkout');
    expect(rowsOf(container).at(-1)).toBe('Total ¥50,000 tax incl., before delivery');
  });

  it('shows no row for a cart of frozen goods alone, whose delivery the threshold does not free', async () => {
    const { container } = setup([lineOf('1', 50000, 1, { temperatureRange: 'frozen' })], 30000);
    await screen.findByText('Delivery');
    await screen.findByText('Chosen at checkout');
    expect(rowsOf(container).join('\n')).not.toMatch(/Free delivery/);
  });

  it.each([null, undefined, 0])(
    'shows nothing when the shop sets no threshold (%s)',
    async (minimum) => {
      const { container, api } = setup([lineOf('1', 2770, 10)], minimum);
      await screen.findByText('Chosen at checkout');
      // The settings have answered (and their answer has rendered), so absence is not loading.
      await waitFor(() => expect(api.calls.some((c) => c.url === '/site/get')).toBe(true));
      await act(async () => {});
      expect(rowsOf(container)).toHaveLength(3);
      expect(container.textContent).not.toMatch(/Free delivery/);
    },
  );
});
