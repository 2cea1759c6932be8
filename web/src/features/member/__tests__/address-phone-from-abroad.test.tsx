import { screen, within } from '@testing-library/react';
import { createFakeApi, ok } from '@/testing/fake-api';
import { inPlace } from '@/testing/field-message';
import { renderApp, signedInSession } from '@/testing/render-app';

// docs/rules/accounts.md#validation-patterns: the address book shows a Japanese phone on an English
// page as dialled from abroad (+81 3-1234-5678), so its form takes that very format back.
const api = () =>
  createFakeApi({
    'POST /member/address/get': () => ok({ addresses: [] }),
    'POST /member/address/put': () => ok({}),
  });

const fillAddress = async (tel: string) => {
  const fake = api();
  const { user } = renderApp(null, {
    url: '/mypage/addresses',
    session: signedInSession,
    api: fake,
  });
  await user.click(await screen.findByRole('button', { name: 'Add an address' }));
  await user.type(screen.getByLabelText(/^Recipient name/), 'Rossi Tokyo Office');
  await user.type(screen.getByLabelText(/^Postal code/), '100-0005');
  await user.type(screen.getByLabelText(/^Prefecture/), '東京都');
  await user.type(screen.getByLabelText(/^City/), '千代田区');
  await user.type(screen.getByLabelText(/^Street address/), '丸の内1-1-1');
  await user.type(screen.getByLabelText(/^Phone number/), tel);
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  return fake;
};

describe('/mypage/addresses: a phone typed as dialled from abroad', () => {
  it('saves +81 (0)3 1234 5678 as the national digits the upstream stores', async () => {
    const fake = await fillAddress('+81 (0)3 1234 5678');
    expect(await screen.findByText('The address has been saved.')).toBeInTheDocument();
    expect(fake.callsTo('POST /member/address/put')[0]?.body).toMatchObject({
      address: { tel: '0312345678' },
    });
  });

  it('refuses a number of another country with an example of both ways to write it', async () => {
    const fake = await fillAddress('+44 20 7946 0958');
    expect(
      await screen.findByText(
        'Phone number: enter a number in Japan; numbers with a country code other than +81 cannot be used (for example 03-\u20601234-\u20605678 or +81 3-\u20601234-\u20605678).',
        inPlace,
      ),
    ).toBeInTheDocument();
    expect(fake.callsTo('POST /member/address/put')).toHaveLength(0);
  });
});

// The summary names each field once: the messages name the postal code and phone without the
// labels' '(Japan)', which the summary does not add in front of them again.
describe('/mypage/addresses: the error summary', () => {
  it('names a field once, not by its label and again by its message', async () => {
    const { user } = renderApp(null, {
      url: '/mypage/addresses',
      session: signedInSession,
      api: api(),
    });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    const summary = await screen.findByRole('alert', {}, { timeout: 5000 });
    const items = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(items).toContain('Postal code is required.');
    expect(items).toContain('Phone number is required.');
    expect(items.join(' ')).not.toMatch(/\(Japan\)/);
  });
});
