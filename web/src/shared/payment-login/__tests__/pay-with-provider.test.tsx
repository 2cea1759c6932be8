import { screen, waitFor } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { paymentLoginConfig } from '@/testing/cart-fixtures';
import { leaveSite } from '@/shared/lib/leave-site';
import { PayWithProvider } from '../pay-with-provider';

jest.mock('@/shared/lib/leave-site', () => ({ leaveSite: jest.fn() }));
const assign = jest.mocked(leaveSite);

const config = (enabled: boolean) => ok(paymentLoginConfig(enabled));
const signIn = 'http://provider.test/__mock/paylogin/signin?payload=pl_1';

describe('pay with the payment-login provider (docs/rules/cart-and-checkout.md#payment-login)', () => {
  beforeEach(() => assign.mockReset());

  it('prepares the order, asks for the sign-in page and leaves in the buyer language', async () => {
    const prepared = jest.fn(async () => undefined);
    const api = createFakeApi({
      'POST /paymentLogin/config': config(true),
      'POST /paymentLogin/payload': ok({ payload: '{}', signature: 's', sign_in_url: signIn }),
    });
    const { user } = renderApp(<PayWithProvider prepare={prepared} />, {
      url: '/cart',
      api,
      locale: 'jp',
    });
    await user.click(await screen.findByRole('button', { name: 'Amazon Payで購入手続き' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(prepared).toHaveBeenCalledTimes(1);
    // No return address from the browser: the BFF builds it on its public origin.
    expect(api.callsTo('POST /paymentLogin/payload')[0]?.body).toEqual({});
    expect(new URL(assign.mock.calls[0]![0] as string).searchParams.get('lang')).toBe('ja');
  });

  // In the words the rest of the site uses ('Register as a buyer' / 「バイヤー登録」): a guest
  // reads what they can do, not 'No shop account needed', a word used nowhere else.
  it.each([
    ['en', 'Check out with Amazon Pay', 'You can order without registering as a buyer.'],
    ['jp', 'Amazon Payで購入手続き', 'バイヤー登録をしなくてもご注文いただけます。'],
  ] as const)(
    'tells a guest, not a signed-in member, that they can order without registering (%s)',
    async (locale, name, noAccount) => {
      const api = createFakeApi({ 'POST /paymentLogin/config': config(true) });
      const guest = renderApp(<PayWithProvider />, { url: '/cart', api, locale });
      const button = await screen.findByRole('button', { name });
      expect(button.parentElement).toHaveTextContent(noAccount);
      expect(button.parentElement).not.toHaveTextContent(/shop account|当店/);
      guest.unmount();

      renderApp(<PayWithProvider />, {
        url: '/cart',
        api: createFakeApi({ 'POST /paymentLogin/config': config(true) }),
        locale,
        session: { ...signedInSession, language: locale },
      });
      const memberButton = await screen.findByRole('button', { name });
      await waitFor(() => expect(memberButton.parentElement).toHaveTextContent('Amazon Pay'));
      expect(memberButton.parentElement).not.toHaveTextContent(noAccount);
    },
  );

  it('offers nothing when the provider is not enabled', async () => {
    const api = createFakeApi({ 'POST /paymentLogin/config': config(false) });
    renderApp(<PayWithProvider />, { url: '/cart', api });
    await waitFor(() => expect(api.callsTo('POST /paymentLogin/config')).toHaveLength(1));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stays on the page with the mapped message when the provider cannot be reached', async () => {
    const api = createFakeApi({
      'POST /paymentLogin/config': config(true),
      'POST /paymentLogin/payload': fail(
        'E999-999',
        'The service is not reachable. [E999-999]',
        502,
      ),
    });
    const { user } = renderApp(<PayWithProvider />, { url: '/cart', api });
    await user.click(await screen.findByRole('button', { name: 'Check out with Amazon Pay' }));
    expect(await screen.findByText('The service is not reachable.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
