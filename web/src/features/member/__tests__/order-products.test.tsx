import { screen, within } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

const line = (line_id: string, name: string, name_en: string) => ({
  line_id,
  order_quantity: 1,
  sell_price_tax_included: 1000,
  item: { id: line_id, name, name_en, skus: { id: `s-${line_id}` } },
  options: [],
});

const placed = (order_number: string, units: { lines: ReturnType<typeof line>[] }[]) => ({
  order_number,
  payment_status: 'unpaid',
  total_price: 3000,
  ordered_at: '2026-11-20T03:00:00.000Z',
  delivery_units: units,
});

// Three lines over two shipments, one line, and an answer without lines.
const history = [
  placed('KK00000011', [
    { lines: [line('a', '宇治抹茶', 'Uji matcha'), line('b', '煎茶', 'Sencha')] },
    { lines: [line('c', '冷凍和牛', 'Frozen wagyu')] },
  ]),
  placed('KK00000012', [{ lines: [line('d', '柚子胡椒', 'Yuzu kosho')] }]),
  { ...placed('KK00000013', []), delivery_units: undefined },
];

const rowOf = async (orderNumber: string) =>
  (await screen.findByText(orderNumber)).closest('li') as HTMLElement;

const api = () =>
  createFakeApi({ 'POST /member/orderHistory/list': ok({ orders: history, hit: 3 }) });

describe('order history rows', () => {
  it('name the first product in English and count the other lines', async () => {
    renderApp(null, { url: '/mypage/orders', session: signedInSession, api: api() });
    const first = await rowOf('KK00000011');
    expect(within(first).getByText('Uji matcha')).toBeInTheDocument();
    expect(within(first).getByText('+ 2 more')).toBeInTheDocument();
    const single = await rowOf('KK00000012');
    expect(within(single).getByText('Yuzu kosho')).toBeInTheDocument();
    expect(within(single).queryByText(/more/)).not.toBeInTheDocument();
    // No lines in the answer: the row keeps number, date, status and total, and names nothing.
    expect((await rowOf('KK00000013')).querySelector('.order-row__products')).toBeNull();
  });

  it('name the first product in Japanese with 「ほか2点」', async () => {
    renderApp(null, {
      url: '/mypage/orders',
      session: { ...signedInSession, language: 'jp' },
      api: api(),
    });
    const first = await rowOf('KK00000011');
    expect(within(first).getByText('宇治抹茶')).toBeInTheDocument();
    expect(within(first).getByText('ほか2点')).toBeInTheDocument();
    expect(within(first).queryByText('Uji matcha')).not.toBeInTheDocument();
    expect(within(await rowOf('KK00000012')).getByText('柚子胡椒')).toBeInTheDocument();
  });
});
