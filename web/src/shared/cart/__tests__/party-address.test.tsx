import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { checkoutParty } from '@/testing/checkout-fixtures';
import { createFakeApi, ok, type FakeAnswer } from '@/testing/fake-api';
import { PartyAddress } from '../party-address';
import { partyPhone } from '../party-phone';

// docs/rules/site-and-pages.md#addresses-and-phones: an order's party is an address in Japan, kept
// as typed; each page reads it as its reader writes an address in Japan.
const receiver = {
  ...checkoutParty,
  company: 'Pacific Fine Foods Inc. c/o Bridge Logistics',
  street: '丸の内1-1-1',
  building: 'Bridge Tower 12F',
};
const prefectures = ok({
  options: [
    { code: '13', name: '東京都', name_en: 'Tokyo' },
    { code: '27', name: '大阪府', name_en: 'Osaka' },
  ],
});

const lines = async (locale: 'en' | 'jp', party = receiver) => {
  renderApp(<PartyAddress party={party} />, {
    url: '/checkout',
    locale,
    session: { language: locale },
    api: createFakeApi({ 'POST /customMaster/get': prefectures }),
  });
  const address = (await screen.findByText('Alex Morgan')).closest('address')!;
  await waitFor(() => expect(address.querySelector('.skeleton')).toBeNull());
  return [...address.children].map((line) => line.textContent);
};

// The forwarder's address as written in English, the prefecture stored in Japanese.
const romanised = {
  ...receiver,
  city: 'Chiyoda-ku',
  street: '1-1-1 Marunouchi',
};

describe('an order party’s address', () => {
  // docs/rules/cart-and-checkout.md#addresses-in-japan: one script per address. The English page
  // read 'Bridge Tower 12F, 丸の内1-1-1' / '千代田区, Tokyo 100-0005', the prefecture alone
  // translated.
  it('reads an address written in Japanese as written in Japan on an English page, labelled', async () => {
    expect(await lines('en')).toEqual([
      'Alex Morgan',
      'Pacific Fine Foods Inc. c/o Bridge Logistics',
      '〒100-0005 東京都千代田区丸の内1-1-1 Bridge Tower 12F',
      'As written for delivery in Japan',
      'buyer@example.com',
      '+81 3-1234-5678',
    ]);
    expect(screen.getByText(/^〒100-0005/)).toHaveAttribute('lang', 'ja');
  });

  it('gives a prefecture stored in English its Japanese name beside a Japanese city', async () => {
    expect((await lines('en', { ...receiver, state: 'Tokyo' }))[2]).toBe(
      '〒100-0005 東京都千代田区丸の内1-1-1 Bridge Tower 12F',
    );
  });

  it('reads an address written in Latin letters building first, then Japan, on an English page', async () => {
    expect(await lines('en', romanised)).toEqual([
      'Alex Morgan',
      'Pacific Fine Foods Inc. c/o Bridge Logistics',
      'Bridge Tower 12F, 1-1-1 Marunouchi',
      'Chiyoda-ku, Tokyo 100-0005',
      'Japan',
      'buyer@example.com',
      '+81 3-1234-5678',
    ]);
  });

  it('never shows the stored Japanese prefecture in a Latin address while the list loads', async () => {
    let answer: (reply: FakeAnswer) => void = () => {};
    const held = new Promise<FakeAnswer>((resolve) => (answer = resolve));
    renderApp(<PartyAddress party={romanised} />, {
      url: '/checkout',
      locale: 'en',
      session: { language: 'en' },
      api: createFakeApi({ 'POST /customMaster/get': () => held }),
    });
    const address = (await screen.findByText('Alex Morgan')).closest('address')!;
    // A placeholder holds the prefecture's place on its line meanwhile.
    expect(address.children[3]).toHaveTextContent(/^Chiyoda-ku, 100-0005$/);
    expect(address.children[3]!.querySelector('.skeleton')).not.toBeNull();
    expect(address).not.toHaveTextContent('東京都');
    answer(prefectures);
    expect(await within(address).findByText('Chiyoda-ku, Tokyo 100-0005')).toBeInTheDocument();
  });

  it('reads in the Japanese order on a Japanese page, 〒 first, with no label', async () => {
    expect(await lines('jp')).toEqual([
      'Alex Morgan',
      'Pacific Fine Foods Inc. c/o Bridge Logistics',
      '〒100-0005 東京都千代田区丸の内1-1-1 Bridge Tower 12F',
      'buyer@example.com',
      '03-1234-5678',
    ]);
  });

  it('keeps an address written in Latin letters in its own order on a Japanese page', async () => {
    expect(await lines('jp', romanised)).toEqual([
      'Alex Morgan',
      'Pacific Fine Foods Inc. c/o Bridge Logistics',
      'Bridge Tower 12F, 1-1-1 Marunouchi',
      'Chiyoda-ku, Tokyo 100-0005',
      'buyer@example.com',
      '03-1234-5678',
    ]);
  });
});

describe('an order party’s phone', () => {
  it.each([
    ['0312345678', '03-1234-5678', '+81 3-1234-5678'],
    ['0612345678', '06-1234-5678', '+81 6-1234-5678'],
    ['09012345678', '090-1234-5678', '+81 90-1234-5678'],
    ['0120123456', '0120-123-456', '+81 120-123-456'],
    // Area codes of two to five digits: not split where the split is not certain.
    ['0422123456', '0422123456', '+81 422123456'],
    ['+14155550134', '+14155550134', '+14155550134'],
  ])('%s reads %s in Japanese and %s in English', (stored, jp, en) => {
    expect(partyPhone(stored, 'jp')).toBe(jp);
    expect(partyPhone(stored, 'en')).toBe(en);
  });
});
