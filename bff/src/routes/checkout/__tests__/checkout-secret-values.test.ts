import type request from 'supertest';
import { mockAndBffForFile, signIn } from '../../../__tests__/support/stack';
import { party, plainItems } from './support/shop';

/**
 * docs/security.md#3-d-secure-cannot-be-skipped, docs/architecture.md#sessions-and-tokens: the
 * temporary order id, the 3-D Secure context and the return's one-time reference are the
 * session's, never the browser's. Other tests look for their field names; this one greps every
 * answer of a card checkout, up to the redirect to the issuer, for their values.
 */
const stack = mockAndBffForFile();

/** What the browser (its scripts or its navigation) sees of an answer. */
const visible = (res: request.Response) => [res.text, JSON.stringify(res.headers)].join('\n');

describe('the checkout secrets stay in the session', () => {
  it('never answers the temporary order id, the 3-D Secure context or the return reference', async () => {
    const browser = stack.bff.browser();
    const answers: request.Response[] = [await signIn(browser)];
    const post = async (path: string, body: object = {}) => {
      const res = await browser.post(path, body);
      answers.push(res);
      expect([path, res.status]).toEqual([path, 200]);
      return res;
    };
    const [item] = await plainItems(browser);
    const { cart_code } = (await post('/api/cart/create')).body.data;
    await post('/api/cart/add', {
      cart_code,
      items: [{ item: { id: item!.id, skus: { id: item!.skus[0]!.id } }, order_quantity: 1 }],
    });
    await post('/api/order/create', { cart_code });
    await post('/api/order/setPurchaser', { purchaser: party });
    await post('/api/order/setReciever', { reciever: party });
    await post('/api/order/setDelivery', { deliveryUnitNo: 1, deliveryMethod: { id: '1' } });
    await post('/api/order/verify');
    await post('/api/order/setPayment', { paymentProfile: { id: '1' } });
    await post('/api/order/get');
    await post('/api/order/commit');
    answers.push(await browser.get('/api/session'));
    answers.push(await browser.get('/api/checkout/result'));
    answers.push(await browser.agent.get('/checkout/card-authorize'));
    answers.push(await browser.agent.get('/checkout'));

    const record = await stack.bff.sessionRecord(browser.cookie('kk_sid')!);
    const checkout = record?.checkout;
    const secrets = [
      checkout?.temporaryOrderId,
      checkout?.threeDSecure?.context,
      checkout?.threeDSecure?.returnRef,
    ];
    expect(secrets.every((s) => typeof s === 'string' && s.length > 0)).toBe(true);
    for (const res of answers) {
      const path = (res as unknown as { req: { path: string } }).req.path;
      for (const secret of secrets)
        expect({ path, leaked: visible(res).includes(secret!) }).toEqual({ path, leaked: false });
    }
  });
});
