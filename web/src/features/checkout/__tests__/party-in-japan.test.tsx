import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { PartyForm, partyValues } from '../components/party-form';

// docs/rules/cart-and-checkout.md#addresses-in-japan: a buyer from abroad is told before typing
// that the purchaser's and receiver's addresses are in Japan, and what to enter instead (a US
// address was refused only after Save, by the phone and postal code errors).

describe.each([
  [
    'en',
    'Addresses must be in Japan: a 7-digit postal code and a prefecture. Ordering from abroad? Enter the address of your forwarder or receiving agent in Japan. "Find address" fills in the prefecture.',
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

// The upstream takes an order party's phone as a Japanese number only (10 or 11 digits), unlike
// a member's own phone: '+1 415 555 0100' was refused as if it used other characters than digits,
// spaces and '+' (docs/rules/cart-and-checkout.md#addresses-in-japan).
describe.each([
  [
    'jp',
    '電話番号',
    '日本国内の電話番号（転送業者の番号など）をご入力ください（例：03-\u20601234-\u20605678、+81\u00a03-\u20601234-\u20605678）。ご注文は日本国内へのお届けのため、海外の電話番号はご利用いただけません。',
    '電話番号は日本国内の番号を入力してください。+81以外の国番号の番号はご利用いただけません（例：03-\u20601234-\u20605678、+81\u00a03-\u20601234-\u20605678）。',
  ],
  [
    'en',
    'Phone number',
    'A phone number in Japan (your forwarder’s, for example), such as 03-\u20601234-\u20605678 or +81\u00a03-\u20601234-\u20605678. Numbers outside Japan cannot be used: orders are delivered in Japan.',
    'Phone number: enter a number in Japan; numbers with a country code other than +81 cannot be used (for example 03-\u20601234-\u20605678 or +81\u00a03-\u20601234-\u20605678).',
  ],
] as const)('a checkout party phone (%s)', (locale, label, hint, refusal) => {
  it('says under the field that a number in Japan is needed, and says so again for +1', async () => {
    const { user } = renderApp(
      <PartyForm
        initial={partyValues(null)}
        submitLabel="Save"
        sending={false}
        error={null}
        onSubmit={() => undefined}
      />,
      { url: '/checkout', locale },
    );
    const phone = await screen.findByRole('textbox', { name: new RegExp(label) });
    expect(phone).toHaveAccessibleDescription(hint);
    await user.type(phone, '+1 415 555 0100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The example's no-break space reads as a space to getByText (its default normaliser).
    expect(await screen.findAllByText(refusal.replace(/\u00a0/g, ' '))).not.toHaveLength(0);
  });
});
