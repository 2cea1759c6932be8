import type { CheckoutState } from '../../../platform/session/checkout-state';
import { commitStateOf } from '../commit-capture';
import { judgePaymentReturn } from '../payment-return';

const context = 'c'.repeat(43);
const reference = 'r'.repeat(43);
const pending: CheckoutState = {
  temporaryOrderId: 't-1',
  commit: { orderNumber: 'O-100', provider: 'sbps', authorizeUrl: 'http://upstream/authorize' },
  threeDSecure: { context, returnRef: reference },
};

describe('judgePaymentReturn (card-payment return, docs/rules/cart-and-checkout.md#3-d-secure-return)', () => {
  it('accepts a success with the stored context and the order number', () => {
    expect(
      judgePaymentReturn({ status: 'success', context, orderNumber: 'O-100', reference }, pending),
    ).toEqual({
      kind: 'success',
      orderNumber: 'O-100',
      authorizeUrl: 'http://upstream/authorize',
      provider: 'sbps',
    });
  });

  it('needs the context and order number for success', () => {
    expect(judgePaymentReturn({ status: 'success' }, pending)).toEqual({
      kind: 'incomplete',
      missing: ['context', 'orderNumber'],
    });
  });

  it('needs the context and an error code for error', () => {
    expect(judgePaymentReturn({ status: 'error', context }, pending)).toEqual({
      kind: 'incomplete',
      missing: ['errorCode'],
    });
  });

  it('needs the context for cancel', () => {
    expect(judgePaymentReturn({ status: 'cancel' }, pending)).toEqual({
      kind: 'incomplete',
      missing: ['context'],
    });
  });

  it('treats error and cancel as failed results', () => {
    expect(
      judgePaymentReturn({ status: 'error', context, errorCode: 'G12', reference }, pending),
    ).toMatchObject({ kind: 'failed', outcome: 'error', errorCode: 'G12' });
    expect(judgePaymentReturn({ status: 'cancel', context, reference }, pending)).toMatchObject({
      kind: 'failed',
      outcome: 'cancel',
    });
  });

  it('refuses a context that differs from the stored one', () => {
    expect(
      judgePaymentReturn(
        { status: 'success', context: `${context}x`, orderNumber: 'O-100', reference },
        pending,
      ),
    ).toEqual({ kind: 'refused', reason: 'context-mismatch' });
    expect(
      judgePaymentReturn(
        { status: 'success', context: 'd'.repeat(43), orderNumber: 'O-100', reference },
        pending,
      ),
    ).toEqual({ kind: 'refused', reason: 'context-mismatch' });
  });

  it('refuses a return without the one-time reference of the return address, or with another', () => {
    const body = { status: 'success', context, orderNumber: 'O-100' } as const;
    expect(judgePaymentReturn(body, pending)).toEqual({
      kind: 'refused',
      reason: 'reference-mismatch',
    });
    expect(judgePaymentReturn({ ...body, reference: `${reference}x` }, pending)).toEqual({
      kind: 'refused',
      reason: 'reference-mismatch',
    });
    // A pending payment stored before references existed has none to match: refused too.
    expect(
      judgePaymentReturn({ ...body, reference }, { ...pending, threeDSecure: { context } }),
    ).toEqual({ kind: 'refused', reason: 'reference-mismatch' });
  });

  it('refuses any return when no payment is pending (never committed or already returned)', () => {
    expect(judgePaymentReturn({ status: 'success', context, orderNumber: 'O-100' }, {})).toEqual({
      kind: 'refused',
      reason: 'no-pending-payment',
    });
    expect(judgePaymentReturn({ status: 'cancel', context }, { temporaryOrderId: 't-1' })).toEqual({
      kind: 'refused',
      reason: 'no-pending-payment',
    });
  });

  it('refuses a success for another order than the committed one', () => {
    expect(
      judgePaymentReturn({ status: 'success', context, orderNumber: 'O-999', reference }, pending),
    ).toEqual({ kind: 'refused', reason: 'order-mismatch' });
  });
});

describe('commitStateOf', () => {
  it('keeps the order number and the provider address and mints a context for a pending payment', () => {
    const state = commitStateOf(
      { order_number: 'O-1', sbps_authorize_url: 'http://u/a' },
      { temporaryOrderId: 't' },
    );
    expect(state.commit).toEqual({
      orderNumber: 'O-1',
      provider: 'sbps',
      authorizeUrl: 'http://u/a',
    });
    expect(state.threeDSecure?.context).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(state.temporaryOrderId).toBe('t');
  });

  it('mints a different context for every commit', () => {
    const data = { order_number: 'O-1', amazon_pay_authorize_url: 'http://u/a' };
    expect(commitStateOf(data, {}).threeDSecure?.context).not.toBe(
      commitStateOf(data, {}).threeDSecure?.context,
    );
    expect(commitStateOf(data, {}).commit?.provider).toBe('amazon_pay');
  });

  it('uses a context the upstream supplied', () => {
    const state = commitStateOf(
      {
        order_number: 'O-1',
        sbps_authorize_url: 'http://u/a',
        three_d_secure_context: 'u'.repeat(32),
      },
      {},
    );
    expect(state.threeDSecure).toEqual({ context: 'u'.repeat(32) });
  });

  it('has no pending payment when the commit names no authorization address', () => {
    expect(commitStateOf({ order_number: 'O-1' }, {}).threeDSecure).toBeUndefined();
  });
});
