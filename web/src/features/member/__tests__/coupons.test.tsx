import { screen, within } from '@testing-library/react';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

const openCoupons = () => {
  const api = createFakeApi({
    'POST /member/coupons/issueList': ok({ issued_coupons: [], hit: 0 }),
    'POST /member/coupons/list': ok({ coupons: [] }),
    'POST /member/coupons/issue': fail('E050-005', 'This coupon has expired. [E050-005]', 400),
  });
  return renderApp(null, { url: '/mypage/coupons', session: signedInSession, api });
};

describe('My page › Coupons (docs/rules/cart-and-checkout.md#coupons)', () => {
  it('keeps the code field one line high beside its button, outside the checkout column rule', async () => {
    openCoupons();
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    // .inline-form is the checkout's column layout: under it this field grew 200 px tall.
    expect(field.closest('.inline-form')).toBeNull();
    expect(field.parentElement).toHaveClass('field-row');
  });

  it('says why a coupon is refused, with its code small after the reason', async () => {
    const { user } = openCoupons();
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'EXPIRED5');
    await user.click(screen.getByRole('button', { name: 'Get coupon' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This coupon has expired.')).toBe(alert);
    expect(within(alert).getByText('[E050-005]')).toHaveClass('notice__code');
  });

  it('no longer says what a code gave once the page switches language (the name came in the old one)', async () => {
    const api = createFakeApi({
      'POST /member/coupons/issueList': ok({ issued_coupons: [], hit: 0 }),
      'POST /member/coupons/list': ok({ coupons: [] }),
      'POST /member/coupons/issue': ok({
        issued_coupon: {
          id: 'ic1',
          secret: 'SAKE15',
          issued_at: '2026-11-27T00:00:00.000Z',
          used: false,
          coupon: { id: 'c1', code: 'SAKE15', name: '日本酒15%オフ' },
        },
      }),
    });
    const { user } = renderApp(null, {
      url: '/mypage/coupons',
      session: { ...signedInSession, language: 'jp' },
      locale: 'jp',
      api,
    });
    await user.type(await screen.findByRole('textbox', { name: 'クーポンコード' }), 'SAKE15');
    await user.click(screen.getByRole('button', { name: 'クーポンを取得する' }));
    expect(await screen.findByText(/日本酒15%オフ/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
    expect(screen.queryByText(/日本酒15%オフ/)).not.toBeInTheDocument();
  });
});
