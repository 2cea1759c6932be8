import {
  formatPaymentError,
  mapPaymentReturn,
  paymentErrorRules,
  type PaymentErrorRule,
} from '@kakehashi/contracts';

describe('mapPaymentReturn (docs/rules/errors-and-messages.md#payment-errors: payment errors mapped per provider)', () => {
  it('maps cancel and error returns to the provider-specific cart codes', () => {
    expect(mapPaymentReturn({ provider: 'sbps', outcome: 'cancel' })).toEqual({
      status: paymentErrorRules.sbps!.cancelCode,
    });
    expect(mapPaymentReturn({ provider: 'amazon_pay', outcome: 'error' })).toEqual({
      status: 'E071-001',
    });
    expect(mapPaymentReturn({ provider: 'amazon_pay', outcome: 'cancel' })).toEqual({
      status: 'E071-002',
    });
  });

  it('prefixes the provider code for the one provider that has a prefix', () => {
    expect(mapPaymentReturn({ provider: 'sbps', outcome: 'error', providerCode: 'G12' })).toEqual({
      status: 'E070-001',
      detailCode: 'SBPS-G12',
    });
    expect(
      mapPaymentReturn({ provider: 'amazon_pay', outcome: 'error', providerCode: 'Declined' }),
    ).toEqual({ status: 'E071-001', detailCode: 'Declined' });
  });

  it('ignores a provider code on a cancel return', () => {
    expect(mapPaymentReturn({ provider: 'sbps', outcome: 'cancel', providerCode: 'G12' })).toEqual({
      status: 'E070-002',
    });
  });

  it('uses the default rule for an unknown provider, including prototype names', () => {
    expect(mapPaymentReturn({ provider: 'other', outcome: 'error' }).status).toBe('E070-001');
    expect(mapPaymentReturn({ provider: 'toString', outcome: 'cancel' }).status).toBe('E070-002');
  });

  it('accepts a site-specific rule table', () => {
    const rules: Record<string, PaymentErrorRule> = {
      gmo: { errorCode: 'E080-001', cancelCode: 'E080-002', messagePrefix: 'GMO_' },
    };
    expect(
      mapPaymentReturn({ provider: 'gmo', outcome: 'error', providerCode: '42G' }, rules),
    ).toEqual({ status: 'E080-001', detailCode: 'GMO_42G' });
    expect(mapPaymentReturn({ provider: 'x', outcome: 'cancel' }, rules).status).toBe('E070-002');
  });
});

describe('formatPaymentError', () => {
  const tables = {
    en: { 'SBPS-G12': 'The card cannot be used.', 'E070-001': 'Card payment failed.' },
    ja: { 'E070-001': 'カード決済に失敗しました。' },
  };

  it("prefers the provider detail's message and shows the cart status", () => {
    const mapped = mapPaymentReturn({ provider: 'sbps', outcome: 'error', providerCode: 'G12' });
    expect(formatPaymentError(mapped, 'en', tables).display).toBe(
      'The card cannot be used. [E070-001]',
    );
  });

  it('falls back to the cart code message when the detail is unknown', () => {
    const mapped = mapPaymentReturn({ provider: 'sbps', outcome: 'error', providerCode: 'G99' });
    expect(formatPaymentError(mapped, 'jp', tables).message).toBe('カード決済に失敗しました。');
  });
});
