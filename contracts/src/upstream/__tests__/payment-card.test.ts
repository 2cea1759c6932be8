import { apiRoutes } from '../../api/api-routes';
import { orderPaymentRequestSchema } from '../cart-order';
import { placedOrderResponseSchema } from '../placed-order-responses';

// docs/rules/cart-and-checkout.md#card-payment: the payment step may name one of the member's
// saved cards (card_id on paymentProfile), the gateway checks it is the member's before forwarding,
// and the order says which card it charges (payment_card); unknown keys would be stripped.
describe('the card a card payment charges', () => {
  it('carries a saved card id from the browser to the upstream', () => {
    const body = { paymentProfile: { id: '1', card_id: '42' } };
    expect(apiRoutes['order/setPayment'].body.parse(body)).toEqual(body);
    expect(orderPaymentRequestSchema.parse({ orderId: 'T1', ...body })).toMatchObject(body);
  });

  it('refuses an empty or overlong card id', () => {
    for (const card_id of ['', 'x'.repeat(41)])
      expect(
        apiRoutes['order/setPayment'].body.safeParse({ paymentProfile: { id: '1', card_id } })
          .success,
      ).toBe(false);
  });

  it('declares that the gateway checks the card is the member’s', () => {
    expect(apiRoutes['order/setPayment']).toMatchObject({ savedCardGuard: true });
  });

  it('keeps the card the order charges in its answer', () => {
    const order = {
      order_number: 'KK00000009',
      payment_status: 'authorized',
      total_price: 1000,
      payment_card: { card_id: '42', brand: 'Visa', last4: '4444', expiry: '11/29' },
    };
    expect(placedOrderResponseSchema.parse({ order }).order.payment_card).toEqual(
      order.payment_card,
    );
  });
});
