import { screen, within } from '@testing-library/react';
import { ok } from '@/testing/fake-api';
import { sobaQuoteTerms } from '@/testing/quote-fixtures';
import { renderApp, signedInSession } from '@/testing/render-app';
import { requestBff } from './request-fakes';

const stack = requestBff;

const openQuote = async () => {
  const api = stack();
  const rendered = renderApp(null, {
    url: '/js_quote_product?code=P100001',
    session: signedInSession,
    api,
  });
  // The heading shows at once; the form once the product and the profile are in.
  expect(await screen.findByLabelText(/^Quantity/)).toBeVisible();
  return { ...rendered, api };
};

describe('quote request about a product (docs/rules/trade-desk.md#quote-requests)', () => {
  it('starts at the MOQ, explains each trade term and sends the terms to requests/quote after the review', async () => {
    const { user, api } = await openQuote();
    expect(screen.getByRole('link', { name: 'Juwari Buckwheat Soba' })).toBeVisible();
    expect(screen.getByLabelText(/^Quantity/)).toHaveValue('24');
    expect(screen.getByText('Minimum order quantity (MOQ): 24.')).toBeVisible();
    // The buyer's own country from the profile; prices in US dollars to start with.
    expect(screen.getByLabelText(/^Destination country/)).toHaveValue('IT');
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    // No subject: the BFF writes the supplier's text.
    expect(screen.queryByLabelText(/^Subject/)).toBeNull();
    const terms = screen.getByRole('group', { name: /Trade term \(Incoterms 2020\)/ });
    expect(within(terms).getAllByRole('radio')).toHaveLength(4);
    expect(
      within(terms).getByText(/loads the goods on your vessel at the Japanese port/),
    ).toBeVisible();

    await user.clear(screen.getByLabelText(/^Quantity/));
    await user.type(screen.getByLabelText(/^Quantity/), '1,200');
    await user.selectOptions(screen.getByLabelText('Unit'), 'cartons');
    await user.click(within(terms).getByRole('radio', { name: /FOB/ }));
    await user.type(screen.getByLabelText(/^Destination port/), 'Genoa');
    await user.type(screen.getByLabelText(/^Target price per unit/), '2.50');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.type(screen.getByLabelText(/^Wanted delivery month/), '2030-03');
    await user.click(screen.getByLabelText('I would like samples before ordering'));
    await user.type(screen.getByLabelText(/^Message to the supplier/), 'Private label possible?');
    await user.click(screen.getByRole('button', { name: 'Review your request' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your request' }),
    ).toBeVisible();
    for (const line of [
      '1,200 cartons',
      'FOB — Free On Board',
      'Genoa, Italy',
      'EUR 2.5',
      'March 2030',
      'Wanted before ordering',
      'Private label possible?',
    ])
      expect(screen.getByText(line)).toBeVisible();
    expect(api.callsTo('POST /requests/quote')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send quote request' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your request has been sent' }),
    ).toBeVisible();
    expect(screen.getByText('77')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See it in your sent requests' })).toHaveAttribute(
      'href',
      '/mypage/requests',
    );
    expect(api.callsTo('POST /requests/quote')[0]?.body).toEqual({
      itemId: '100001',
      name: 'Alex Morgan',
      email: 'buyer@example.com',
      ...sobaQuoteTerms,
      message: 'Private label possible?',
    });
    expect(api.callsTo('POST /inquiries/put')).toEqual([]);
  });

  it('refuses a quantity under the MOQ, a missing term, port and month, and a past month', async () => {
    const { user, api } = await openQuote();
    await user.clear(screen.getByLabelText(/^Quantity/));
    await user.type(screen.getByLabelText(/^Quantity/), '12');
    await user.type(screen.getByLabelText(/^Target price per unit/), 'cheap');
    await user.click(screen.getByRole('button', { name: 'Review your request' }));
    expect(
      await screen.findByText(
        'The minimum order quantity (MOQ) for this product is 24: enter at least 24.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Please select Trade term (Incoterms 2020).')).toBeVisible();
    expect(screen.getByText('Destination port is required.')).toBeVisible();
    expect(screen.getByText('Please select Wanted delivery month.')).toBeVisible();
    expect(
      screen.getByText('Enter the price as a number with up to two decimals, for example 2.50.'),
    ).toBeVisible();

    await user.type(screen.getByLabelText(/^Wanted delivery month/), '2020-01');
    await user.click(screen.getByRole('button', { name: 'Review your request' }));
    expect(await screen.findByText('Choose this month or a later one.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Request a quote' })).toBeVisible();
    expect(api.callsTo('POST /requests/quote')).toEqual([]);
  });

  it('is reached from the product page beside Ask and Meeting', async () => {
    const api = stack();
    api.on('POST /items/list', ok({ items: [], hit: 0 }));
    const { user } = renderApp(null, { url: '/show?code=P100001', session: signedInSession, api });
    const actions = await screen.findByRole('group', { name: 'Actions' });
    await user.click(within(actions).getByRole('link', { name: 'Request a quote' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request a quote' })).toBeVisible();
  });
});
