import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { PartyForm, partyValues } from '../components/party-form';

// docs/rules/cart-and-checkout.md#addresses-in-japan: a buyer from abroad is told before typing
// that the purchaser's and receiver's addresses are in Japan, and what to enter instead (a US
// address was refused only after Save, by the phone and postal code errors).

describe.each([
  [
    'en',
    'Addresses must be in Japan: a 7-digit postal code and a prefecture. Ordering from abroad? Enter the address of your forwarder or receiving agent in Japan. "Find address" fills it in Japanese, as carriers in Japan read it.',
  ],
  [
    'jp',
    '住所は日本国内のもの（7桁の郵便番号と都道府県）をご入力ください。海外からご注文の場合は、日本国内の転送業者または受取代理人の住所をご入力ください。',
  ],
] as const)('a checkout party form (%s)', (locale, note) => {
  it('says the address is one in Japan before the fields', async () => {
    renderApp(
      <PartyForm
        initial={partyValues(null)}
        submitLabel="Save"
        sending={false}
        error={null}
        onSubmit={() => undefined}
      />,
      { url: '/checkout', locale },
    );
    const hint = await screen.findByText(note);
    const firstField = screen.getAllByRole('textbox')[0]!;
    // Before the first field, where it is read first.
    expect(
      hint.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
