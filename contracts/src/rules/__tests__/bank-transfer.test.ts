import {
  awaitsTransfer,
  formatDate,
  historyOrderSchema,
  paymentProfileSchema,
  transferDeadline,
} from '@kakehashi/contracts';

// docs/rules/cart-and-checkout.md#bank-transfer: the account a bank transfer is paid into travels
// in the payment profile's `option`; the last day counts from the order; the instructions show
// only while the money is awaited.
const account = {
  bank_name: 'Demo Bank (fictitious)',
  branch_name: 'Kakehashi Branch (branch no. 123)',
  account_type: 'Ordinary',
  account_number: '1234567',
  account_holder: 'KAKEHASHI DEMO K.K.',
  transfer_days: 7,
};
const bank = { id: '2', code: 'BANK', name: 'Bank transfer', option: account };

describe('bank transfer', () => {
  it('lets the account through the payment profile, and drops what is not one', () => {
    expect(paymentProfileSchema.parse(bank).option).toEqual(account);
    expect(
      paymentProfileSchema.parse({ ...bank, option: { ...account, pin: 'x' } }).option,
    ).toEqual(account);
    // Another method's settings, or an account without its number, never refuse the answer.
    const card = paymentProfileSchema.parse({ ...bank, code: 'CARD', option: { three_d: true } });
    expect(card.option).toBeUndefined();
    expect(card.name).toBe('Bank transfer');
    const { account_number: _n, ...partial } = account;
    expect(paymentProfileSchema.parse({ ...bank, option: partial }).option).toBeUndefined();
    expect(paymentProfileSchema.parse({ ...bank, option: 'text' }).option).toBeUndefined();
  });

  it('keeps the account on a history order (placedOrderParts)', () => {
    const order = historyOrderSchema.parse({
      order_number: 'KK1',
      payment_status: 'unpaid',
      total_price: 1000,
      payment_profile: bank,
    });
    expect(order.payment_profile?.option).toEqual(account);
  });

  it('counts the last day from the order, as a day in Japan', () => {
    // 20 Nov 2026 23:30 JST (14:30 UTC): seven days later is 27 Nov in Japan.
    const late = transferDeadline('2026-11-20T14:30:00.000Z', 7);
    expect(formatDate(late, 'en')).toBe('27 Nov 2026');
    expect(formatDate(late, 'jp')).toBe('2026年11月27日（金）');
    expect(formatDate(transferDeadline('2026-11-20T03:00:00.000Z'), 'en')).toBe('27 Nov 2026');
    expect(transferDeadline('not a date', 7)).toBeNull();
    expect(transferDeadline(undefined)).toBeNull();
  });

  it('shows the instructions only for an unpaid order whose profile names an account', () => {
    expect(awaitsTransfer({ payment_status: 'unpaid', payment_profile: bank })).toBe(true);
    for (const status of ['captured', 'canceled', 'refunded', 'authorized'])
      expect(awaitsTransfer({ payment_status: status, payment_profile: bank })).toBe(false);
    const cod = { id: '3', code: 'COD', name: 'Cash on delivery' };
    expect(awaitsTransfer({ payment_status: 'unpaid', payment_profile: cod })).toBe(false);
    expect(awaitsTransfer({ payment_status: 'unpaid', payment_profile: null })).toBe(false);
  });
});
